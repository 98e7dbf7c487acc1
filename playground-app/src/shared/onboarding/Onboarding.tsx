/**
 * Onboarding for a new user (§1 placements, §9 onboarding steps Gender, InterestPicker, UseCase,
 * LoadingStep, AppInstall): a modal stepping through the model's ONBOARDING_STEPS — a gender, topics
 * to follow (TopicsResource; the picked ones followed with InterestFollowResource interest_list), a
 * use case, a loading step while the choices are saved (the follows, the gender with the account,
 * the use case as user state), and the app with Not now. Finishing completes the experience;
 * closing the modal (Dismiss, Escape) dismisses it (§4 experience status): either way the server
 * no longer places it, so it stays gone after a reload. Loaded on demand (OnboardingPlacement), so
 * visitors who get no onboarding never download it.
 */
import { type TesseraApi, type Topic, useApi } from '@tessera/api';
import { labels, ONBOARDING_STEPS } from '@tessera/model';
import { Button, Modal, RadioGroup, Spinner, Text } from '@tessera/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PlacedExperience } from '../../app/placements.ts';
import {
  GENDERS,
  type Gender,
  INTEREST_PICKER_TOPICS,
  ONBOARDING_TEXT,
  USE_CASE_STATE,
  USE_CASES,
  type UseCase,
} from '../placementsText.ts';
import { usePlacedExperience } from '../usePlacedExperience.ts';
import { ToggleChoice } from './choices.tsx';

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const StepHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.lg}px;
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const Topics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  list-style: none;
`;

const Centred = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px 0;
  text-align: center;
  p {
    margin: 0;
  }
`;

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; value: T };

/** The interest picker's topics: the first page of TopicsResource, read once, with a retry. */
function useTopics(api: TesseraApi) {
  const [topics, setTopics] = useState<Load<Topic[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry reads again
  useEffect(() => {
    let live = true;
    setTopics({ status: 'loading' });
    api.getTopics({ page_size: INTEREST_PICKER_TOPICS }).then(
      (page) => live && setTopics({ status: 'done', value: page.items }),
      () => live && setTopics({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  return { topics, retry: () => setAttempt((n) => n + 1) };
}

interface Choices {
  gender: Gender | null;
  interests: readonly string[];
  useCase: UseCase | null;
}

/** Saves the choices (the loading step): the follows, the gender, the use case. */
async function saveChoices(api: TesseraApi, { gender, interests, useCase }: Choices) {
  await Promise.all([
    interests.length > 0 ? api.followInterest({ interest_list: [...interests] }) : null,
    gender ? api.updateMe({ gender }) : null,
    useCase ? api.setUserState({ state: USE_CASE_STATE, value: useCase }) : null,
  ]);
}

export interface OnboardingProps {
  placed: PlacedExperience;
}

export default function Onboarding({ placed }: OnboardingProps) {
  const api = useApi();
  const { view, complete, dismiss, busy } = usePlacedExperience(placed);
  useEffect(() => view(), [view]);
  const [step, setStep] = useState<OnboardingStep>(ONBOARDING_STEPS[0]);
  const [gender, setGender] = useState<Gender | null>(null);
  const [interests, setInterests] = useState<readonly string[]>([]);
  const [useCase, setUseCase] = useState<UseCase | null>(null);
  const [saving, setSaving] = useState<'saving' | 'failed'>('saving');
  const [saveAttempt, setSaveAttempt] = useState(0);
  const { topics, retry } = useTopics(api);
  const headingId = useId();
  const bodyId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = ONBOARDING_STEPS.indexOf(step);
  const text = ONBOARDING_TEXT.steps[step];

  // A new step: its heading takes focus, so it is read and Tab starts from it.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new step
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // The loading step saves the choices, then goes on to the app.
  const choices = useRef<Choices>({ gender, interests, useCase });
  choices.current = { gender, interests, useCase };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry saves again
  useEffect(() => {
    if (step !== 'LoadingStep') return;
    let live = true;
    setSaving('saving');
    saveChoices(api, choices.current).then(
      () => live && setStep('AppInstall'),
      () => live && setSaving('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, step, saveAttempt]);

  const go = useCallback((to: number) => {
    const next = ONBOARDING_STEPS[to];
    if (next) setStep(next);
  }, []);
  const next = (enabled: boolean) => (
    <Button variant="primary" onPress={() => go(index + 1)} disabled={!enabled}>
      {labels.next}
    </Button>
  );
  const back = (
    <Button variant="secondary" onPress={() => go(index - 1)}>
      {ONBOARDING_TEXT.back}
    </Button>
  );
  const footer = {
    Gender: next(gender !== null),
    InterestPicker: (
      <>
        {back}
        {next(interests.length > 0)}
      </>
    ),
    UseCase: (
      <>
        {back}
        {next(useCase !== null)}
      </>
    ),
    LoadingStep:
      saving === 'failed' ? (
        <Button variant="primary" onPress={() => setSaveAttempt((n) => n + 1)}>
          {ONBOARDING_TEXT.steps.LoadingStep.retry}
        </Button>
      ) : null,
    AppInstall: (
      <Button variant="primary" onPress={complete} busy={busy}>
        {ONBOARDING_TEXT.steps.AppInstall.notNow}
      </Button>
    ),
  } satisfies Record<OnboardingStep, unknown>;

  const title = placed.experience.display_data?.title;
  return (
    <Modal
      isOpen
      heading={typeof title === 'string' && title ? title : ONBOARDING_TEXT.heading}
      onDismiss={() => {
        if (!busy) dismiss();
      }}
      closeOnMaskTap={false}
      footer={footer[step]}
      data-testid="onboarding"
    >
      <Text as="p" size="sm" color="subtle">
        {ONBOARDING_TEXT.progress(index + 1, ONBOARDING_STEPS.length)}
      </Text>
      <StepHeading id={headingId} ref={heading} tabIndex={-1}>
        {text.heading}
      </StepHeading>
      {step === 'Gender' ? (
        <>
          <Lead id={bodyId}>{ONBOARDING_TEXT.steps.Gender.body}</Lead>
          <RadioGroup
            labelledBy={headingId}
            describedBy={bodyId}
            appearance="cards"
            options={GENDERS.map((value) => ({ value, label: ONBOARDING_TEXT.steps.Gender.options[value] }))}
            value={gender}
            onChange={setGender}
          />
        </>
      ) : null}
      {step === 'InterestPicker' ? (
        <>
          <Lead id={bodyId}>{ONBOARDING_TEXT.steps.InterestPicker.body}</Lead>
          {topics.status === 'loading' ? (
            <Centred>
              <Spinner accessibilityLabel={ONBOARDING_TEXT.steps.InterestPicker.loading} />
            </Centred>
          ) : topics.status === 'failed' ? (
            <Centred>
              <p>{ONBOARDING_TEXT.steps.InterestPicker.loadFailed}</p>
              <Button variant="secondary" onPress={retry}>
                {ONBOARDING_TEXT.steps.InterestPicker.retry}
              </Button>
            </Centred>
          ) : (
            <Topics aria-labelledby={headingId}>
              {topics.value.map((topic) => (
                <li key={topic.id}>
                  <ToggleChoice
                    isSelected={interests.includes(topic.id)}
                    onChange={(on) =>
                      setInterests((ids) =>
                        on
                          ? [...ids.filter((id) => id !== topic.id), topic.id]
                          : ids.filter((id) => id !== topic.id),
                      )
                    }
                  >
                    {topic.name}
                  </ToggleChoice>
                </li>
              ))}
            </Topics>
          )}
          <Text as="p" size="sm" color="subtle" role="status">
            {ONBOARDING_TEXT.steps.InterestPicker.picked(interests.length)}
          </Text>
        </>
      ) : null}
      {step === 'UseCase' ? (
        <>
          <Lead id={bodyId}>{ONBOARDING_TEXT.steps.UseCase.body}</Lead>
          <RadioGroup
            labelledBy={headingId}
            describedBy={bodyId}
            appearance="cards"
            options={USE_CASES.map((value) => ({
              value,
              label: ONBOARDING_TEXT.steps.UseCase.options[value],
            }))}
            value={useCase}
            onChange={setUseCase}
          />
        </>
      ) : null}
      {step === 'LoadingStep' ? (
        <Centred role="status">
          {saving === 'saving' ? (
            <>
              <Spinner accessibilityLabel={ONBOARDING_TEXT.steps.LoadingStep.heading} />
              <p>{ONBOARDING_TEXT.steps.LoadingStep.saving}</p>
            </>
          ) : (
            <p>{ONBOARDING_TEXT.steps.LoadingStep.failed}</p>
          )}
        </Centred>
      ) : null}
      {step === 'AppInstall' ? <Lead>{ONBOARDING_TEXT.steps.AppInstall.body}</Lead> : null}
    </Modal>
  );
}
