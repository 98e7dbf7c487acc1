/**
 * §2 /email/user_survey: the short survey an email links to: how useful Tessera is (1 to 5, one
 * radio each) and an optional comment, sent to POST /v3/email/user_survey/. Anyone may answer.
 * A missing rating or a refusal keeps the comment typed.
 */
import { useApi } from '@tessera/api';
import { buildPath, SURVEY_COMMENT_MAX, UserSurveyRequestSchema } from '@tessera/model';
import { Button, RadioGroup } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import type { PageHandle } from '../../../app/page.ts';
import { fieldErrors, serverMessage } from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { AccountCard, FormFooter, FormStack } from '../layout.ts';

export const handle: PageHandle = {
  surface: null,
  pageClass: 'other',
  title: ACCOUNT_TEXT.emailUserSurvey.heading,
};

const TEXT = ACCOUNT_TEXT.emailUserSurvey;

export function Component() {
  const api = useApi();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstRadio = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(
      z.pick(UserSurveyRequestSchema, { comment: true }),
      { comment },
      { comment: TEXT.comment },
      {},
    );
    const next = { ...(rating === null ? { rating: TEXT.ratingRequired } : {}), ...found };
    setErrors(next);
    setRefusal(null);
    if (next.rating) {
      firstRadio.current?.focus();
      return;
    }
    if (next.comment) {
      commentRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.sendUserSurvey({
        rating: rating ?? 0,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      setSent(true);
    } catch (error) {
      setRefusal(serverMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AccountCard aria-labelledby="survey-heading">
        <h1 id="survey-heading">{TEXT.thanksHeading}</h1>
        <p role="status">{TEXT.thanks}</p>
        <FormFooter>
          <Link to={buildPath('home')}>{TEXT.home}</Link>
        </FormFooter>
      </AccountCard>
    );
  }
  return (
    <AccountCard aria-labelledby="survey-heading">
      <h1 id="survey-heading">{TEXT.heading}</h1>
      <p>{TEXT.intro}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby="survey-heading">
        <RadioGroup
          ref={firstRadio}
          label={TEXT.ratingLegend}
          name="rating"
          orientation="horizontal"
          options={TEXT.ratings.map((label, index) => ({ value: String(index + 1), label }))}
          value={rating === null ? null : String(rating)}
          onChange={(value) => setRating(Number(value))}
          errorMessage={errors.rating}
        />
        <TextField
          ref={commentRef}
          label={TEXT.comment}
          name="comment"
          multiline
          value={comment}
          onChange={setComment}
          error={errors.comment}
          description={ACCOUNT_TEXT.emailUserSurvey.commentHint(SURVEY_COMMENT_MAX)}
        />
        {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : TEXT.send}
        </Button>
      </FormStack>
    </AccountCard>
  );
}
