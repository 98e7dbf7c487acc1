/** The builders' page frame: a heading, then the image beside the fields (stacked on phones). */
import type { EntityActions } from '@tessera/api';
import { buildPath, PIN_TITLE_INPUT_MAX } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useEntityActions } from '../../app/entityStore.tsx';
import { FieldError, TextField } from '../../shared/form/fields.tsx';
import { PageColumn } from '../../shared/PageColumn.ts';
import { type BoardChoice, BoardFields } from './BoardFields.tsx';
import type { CreateData } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';
import type { UploadsReadiness } from './validate.ts';

export const BuilderPage = styled(PageColumn).attrs({ $width: 1016 })`
  h1 {
    margin-block: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-content: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

type PinCreateOptions = Parameters<EntityActions['createPin']>[0];

/**
 * The builders' Publish (§7 Create PinResource): `publish(options, done)` creates the pin, runs
 * `done`, and opens the new pin's closeup; a failure is `failed` and everything typed stays.
 *
 * Publish pressed while an image is still processing is taken: the builder calls `wait()` and the
 * button says it is waiting; as soon as `readiness` (its images' uploadsReadiness) is no longer
 * `processing`, `submit` runs again (it checks the fields as they are then and publishes), or, when
 * an upload failed, publishing stops and `uploadFailed` says why. The caller ignores a press while
 * `busy`, and calls `reset()` as it checks its fields (nothing of the last attempt stays).
 */
export function usePublish(readiness: UploadsReadiness, submit: () => void) {
  const actions = useEntityActions();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [uploadFailed, setUploadFailed] = useState(false);
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  useEffect(() => {
    if (!waiting || readiness === 'processing') return;
    setWaiting(false);
    if (readiness === 'failed') setUploadFailed(true);
    else latestSubmit.current();
  }, [waiting, readiness]);

  const publish = async (options: PinCreateOptions, done?: () => void) => {
    setPublishing(true);
    try {
      // The pin create intent: the new pin in the store, saved, and its §4 save event and tracking log.
      const pin = await actions.createPin(options);
      done?.();
      navigate(buildPath('pin', { id: pin.id }));
    } catch {
      setFailed(true);
      setPublishing(false);
    }
  };
  const reset = useCallback(() => {
    setFailed(false);
    setUploadFailed(false);
    setWaiting(false);
  }, []);
  return {
    publishing,
    waiting,
    busy: publishing || waiting,
    failed,
    // A failed upload's words stay only while an image is still the failed one.
    uploadFailed: uploadFailed && readiness === 'failed',
    reset,
    wait: () => setWaiting(true),
    publish,
  };
}

/** The builders' last fields: where the pin goes, Publish, and the alert of a failed publish or of fields to fix. */
export function PublishFields({
  data,
  choice,
  onChoice,
  state: { publishing, waiting, failed, uploadFailed },
  invalid,
  waitingText = CREATE_TEXT.publishWhenReady,
}: {
  data: CreateData;
  choice: BoardChoice;
  onChoice: (choice: BoardChoice) => void;
  state: ReturnType<typeof usePublish>;
  invalid: boolean;
  /** What the button says while it waits for the images. */
  waitingText?: string;
}) {
  return (
    <>
      <BoardFields boards={data.boards} boardsFailed={data.boardsFailed} value={choice} onChange={onChoice} />
      <Actions>
        <Button type="submit" variant="primary" busy={publishing || waiting}>
          {publishing ? CREATE_TEXT.publishing : waiting ? waitingText : CREATE_TEXT.publish}
        </Button>
      </Actions>
      <div role="alert">
        {failed ? <FieldError as="p">{CREATE_TEXT.publishFailed}</FieldError> : null}
        {uploadFailed ? (
          <FieldError as="p">{CREATE_TEXT.uploadStopped(CREATE_TEXT.uploadStatus.failed)}</FieldError>
        ) : null}
        {invalid ? <FieldError as="p">{CREATE_TEXT.fixErrors}</FieldError> : null}
      </div>
    </>
  );
}

/** The pin's title, its limit (§9) said under it. */
export function TitleField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label={CREATE_TEXT.title}
      value={value}
      onChange={onChange}
      description={CREATE_TEXT.upTo(PIN_TITLE_INPUT_MAX)}
      error={error}
    />
  );
}

/** The create call's board_id and section_id of `choice` (none for the profile, no section). */
export const boardOptions = (choice: BoardChoice) => ({
  ...(choice.boardId ? { board_id: choice.boardId } : {}),
  ...(choice.sectionId ? { section_id: choice.sectionId } : {}),
});
