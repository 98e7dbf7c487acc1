import type { User } from '@tessera/model';
import { BOARD_PIN_DESCRIPTION_MAX, buildPath } from '@tessera/model';
import { Button, Link } from '@tessera/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../shared/form/fields.tsx';
import type { BoardChoice } from './BoardFields.tsx';
import {
  BuilderPage,
  boardOptions,
  Columns,
  Fields,
  Note,
  PublishFields,
  TitleField,
  usePublish,
} from './Builder.tsx';
import type { CreateData } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';
import { clearDraft, EMPTY_DRAFT, isEmptyDraft, readDraft, writeDraft } from './draft.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useImageUpload } from './useImageUpload.ts';
import { linkError, type PinFieldErrors, pinErrors, stillHolding, uploadsReadiness } from './validate.ts';

export function PinBuilder({ data, viewer }: { data: CreateData; viewer: User }) {
  const [restored] = useState(() => readDraft(viewer.id));
  const start = restored ?? EMPTY_DRAFT;
  const [showRestored, setShowRestored] = useState(restored !== null && !isEmptyDraft(restored));
  const { image, upload, clear } = useImageUpload(start.signature);
  const [title, setTitle] = useState(start.title);
  const [description, setDescription] = useState(start.description);
  const [link, setLink] = useState(start.link);
  const [choice, setChoice] = useState<BoardChoice>({ boardId: start.boardId, sectionId: start.sectionId });
  const [errors, setErrors] = useState<PinFieldErrors>({});
  const state = usePublish(uploadsReadiness([image]), () => void submit());
  // An error shows while it holds: fixing the field (or the image becoming ready) takes it away.
  const shown: PinFieldErrors = stillHolding(errors, pinErrors({ title, description, link }, image));
  useEffect(() => {
    if (Object.keys(shown).length !== Object.keys(errors).length) setErrors(shown);
  });

  useEffect(() => {
    writeDraft(viewer.id, { title, description, link, ...choice, signature: image.signature });
  }, [viewer.id, title, description, link, choice, image.signature]);

  const discard = () => {
    clearDraft(viewer.id);
    clear();
    setTitle('');
    setDescription('');
    setLink('');
    setChoice({ boardId: '', sectionId: '' });
    setErrors({});
    state.reset();
    setShowRestored(false);
  };

  /** Checks the fields; publishes, or waits for the image still processing (usePublish). */
  const submit = async () => {
    const found = pinErrors({ title, description, link }, image);
    setErrors(found);
    state.reset();
    if (Object.keys(found).length > 0) return;
    if (!image.signature) {
      state.wait();
      return;
    }
    await state.publish(
      {
        image_signature: image.signature,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(link.trim() ? { link: link.trim() } : {}),
        ...boardOptions(choice),
      },
      () => clearDraft(viewer.id),
    );
  };

  const invalid = Object.keys(shown).length > 0;
  return (
    <BuilderPage>
      <h1>{CREATE_TEXT.pinHeading}</h1>
      <Note>
        <Link href={buildPath('storyPinBuilder')} underline="always">
          {CREATE_TEXT.toStory}
        </Link>
      </Note>
      {showRestored ? (
        <Note>
          <span>{CREATE_TEXT.draftRestored}</span>
          <Button variant="tertiary" size="sm" onPress={discard}>
            {CREATE_TEXT.discardDraft}
          </Button>
        </Note>
      ) : null}
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!state.busy) void submit();
        }}
      >
        <Columns>
          <ImagePicker
            label={CREATE_TEXT.image}
            image={image}
            takesPaste
            errorMessage={shown.image ?? null}
            onFile={(file) => {
              setErrors(({ image: _, ...rest }) => rest);
              void upload(file);
            }}
          />
          <Fields>
            <TitleField value={title} onChange={setTitle} error={shown.title ?? null} />
            <TextField
              label={CREATE_TEXT.description}
              value={description}
              onChange={setDescription}
              multiline
              description={CREATE_TEXT.upTo(BOARD_PIN_DESCRIPTION_MAX)}
              error={shown.description ?? null}
            />
            <TextField
              label={CREATE_TEXT.link}
              type="url"
              value={link}
              onChange={(value) => {
                setLink(value);
                if (errors.link && !linkError(value)) setErrors(({ link: _, ...rest }) => rest);
              }}
              onBlur={() => {
                const problem = linkError(link);
                setErrors(({ link: _, ...rest }) => (problem ? { ...rest, link: problem } : rest));
              }}
              description={CREATE_TEXT.linkHelp}
              error={shown.link ?? null}
            />
            <PublishFields data={data} choice={choice} onChoice={setChoice} state={state} invalid={invalid} />
          </Fields>
        </Columns>
      </form>
    </BuilderPage>
  );
}
