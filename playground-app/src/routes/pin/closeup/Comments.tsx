/**
 * A pin's comments (§2 /pin/{id}/comments): the list (AggregatedCommentsResource) and, for a
 * logged-in viewer, a new comment of at most COMMENT_INPUT_MAX characters (the model's request
 * schema decides; a longer text gets its message, and the count shows as one types).
 */
import { type PinComment, useApi } from '@tessera/api';
import { buildPath, COMMENT_INPUT_MAX, PinCommentCreateOptionsSchema } from '@tessera/model';
import { Button, Heading, Link, Text, TextArea } from '@tessera/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { SITE_TEXT } from '../../../shared/siteText.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Post, at the end of the line under the field. */
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The words of the comment form (the spec shows none; ours). */
export const COMMENT_TEXT = {
  heading: 'Comments',
  none: 'No comments yet. Add one to start the conversation.',
  label: 'Add a comment',
  post: 'Post',
  tooLong: `A comment can be at most ${COMMENT_INPUT_MAX} characters.`,
  loadFailed: 'The comments could not load.',
} as const;

type Status = 'loading' | 'ready' | 'failed';

export function Comments({
  pinId,
  canComment,
  autoFocus,
}: {
  pinId: string;
  canComment: boolean;
  autoFocus: boolean;
}) {
  const api = useApi();
  const [comments, setComments] = useState<PinComment[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const fieldId = useId();

  const load = () => {
    setStatus('loading');
    api
      .getPinComments({ pin_id: pinId })
      .then((page) => {
        setComments(page.items);
        setStatus('ready');
      })
      .catch(() => setStatus('failed'));
  };
  useEffect(load, [api, pinId]);

  const tooLong = text.length > COMMENT_INPUT_MAX;
  const submit = async () => {
    const checked = PinCommentCreateOptionsSchema.safeParse({ pin_id: pinId, text: text.trim() });
    if (!checked.success) {
      setError(tooLong ? COMMENT_TEXT.tooLong : (checked.error.issues[0]?.message ?? COMMENT_TEXT.tooLong));
      return;
    }
    setError(null);
    setPosting(true);
    try {
      const comment = await api.addPinComment(checked.data);
      setComments((list) => [...list, comment]);
      setText('');
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : 'The comment could not be posted.',
      );
    } finally {
      setPosting(false);
    }
  };

  return (
    <Section aria-labelledby={`${fieldId}-heading`}>
      <Heading level={2} size="md" id={`${fieldId}-heading`}>
        {comments.length > 0 ? `${COMMENT_TEXT.heading} (${comments.length})` : COMMENT_TEXT.heading}
      </Heading>
      {status === 'loading' ? <Text color="subtle">Loading comments…</Text> : null}
      {status === 'failed' ? (
        <Row role="alert">
          <Text color="subtle">{COMMENT_TEXT.loadFailed}</Text>
          <Button variant="secondary" size="sm" onPress={load}>
            {SITE_TEXT.retry}
          </Button>
        </Row>
      ) : null}
      {status === 'ready' && comments.length === 0 ? <Text color="subtle">{COMMENT_TEXT.none}</Text> : null}
      <List>
        {comments.map((comment) => (
          <li key={comment.id}>
            <Text size="sm">
              <strong>
                <Link href={buildPath('profile', { username: comment.user.username })} color="inherit">
                  {comment.user.fullName || comment.user.username}
                </Link>
              </strong>{' '}
              {comment.text}
            </Text>
          </li>
        ))}
      </List>
      {canComment ? (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextArea
            label={COMMENT_TEXT.label}
            rows={2}
            value={text}
            counter={{ max: COMMENT_INPUT_MAX }}
            // /pin/{id}/comments opens the page to write a comment.
            autoFocus={autoFocus}
            errorMessage={error}
            announceError
            onChange={(next) => {
              setText(next);
              if (error) setError(null);
            }}
          />
          <Actions>
            <Button type="submit" variant="primary" size="sm" busy={posting} disabled={text.trim() === ''}>
              {COMMENT_TEXT.post}
            </Button>
          </Actions>
        </Form>
      ) : null}
    </Section>
  );
}
