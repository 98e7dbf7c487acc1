/**
 * The pin builder (/pin-builder, /pin-creation-tool, /pin/create/, /pin-editor): an image (file
 * picker, drop, paste) uploaded through VIPResource with the §4 polling, title, description, link
 * (§5 external URL), board and section, then Publish (§7 Create PinResource) and the new pin's
 * closeup. The draft survives a reload; a failed publish keeps everything typed.
 */
import { useApi } from '@tessera/api';
import type { User } from '@tessera/model';
import { BOARD_PIN_DESCRIPTION_MAX, buildPath, PIN_TITLE_INPUT_MAX } from '@tessera/model';
import { Button, Link } from '@tessera/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../shared/form/fields.tsx';
import type { BoardChoice } from './BoardFields.tsx';
import { BuilderPage, boardOptions, Columns, Fields, Note, PublishFields } from './Builder.tsx';
import type { CreateData } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';
import { clearDraft, EMPTY_DRAFT, isEmptyDraft, readDraft, writeDraft } from './draft.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useImageUpload } from './useImageUpload.ts';
import { linkError, type PinFieldErrors, pinErrors } from './validate.ts';

export function PinBuilder({ data, viewer }: { data: CreateData; viewer: User }) {
  const api = useApi();
  const navigate = useNavigate();
  const [restored] = useState(() => readDraft(viewer.id));
  const start = restored ?? EMPTY_DRAFT;
  const [showRestored, setShowRestored] = useState(restored !== null && !isEmptyDraft(restored));
  const { image, upload, clear } = useImageUpload(start.signature);
  const [title, setTitle] = useState(start.title);
  const [description, setDescription] = useState(start.description);
  const [link, setLink] = useState(start.link);
  const [choice, setChoice] = useState<BoardChoice>({ boardId: start.boardId, sectionId: start.sectionId });
  const [errors, setErrors] = useState<PinFieldErrors>({});
  const [publishing, setPublishing] = useState(false);
  const [failed, setFailed] = useState(false);

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
    setShowRestored(false);
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (publishing) return;
    const found = pinErrors({ title, description, link }, image);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0 || !image.signature) return;
    setPublishing(true);
    try {
      const pin = await api.createPin({
        image_signature: image.signature,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(link.trim() ? { link: link.trim() } : {}),
        ...boardOptions(choice),
      });
      clearDraft(viewer.id);
      navigate(buildPath('pin', { id: pin.id }));
    } catch {
      setFailed(true);
      setPublishing(false);
    }
  };

  const invalid = Object.keys(errors).length > 0;
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
      <form noValidate onSubmit={(event) => void publish(event)}>
        <Columns>
          <ImagePicker
            label={CREATE_TEXT.image}
            image={image}
            takesPaste
            errorMessage={errors.image ?? null}
            onFile={(file) => {
              setErrors(({ image: _, ...rest }) => rest);
              void upload(file);
            }}
          />
          <Fields>
            <TextField
              label={CREATE_TEXT.title}
              value={title}
              onChange={setTitle}
              description={CREATE_TEXT.upTo(PIN_TITLE_INPUT_MAX)}
              error={errors.title ?? null}
            />
            <TextField
              label={CREATE_TEXT.description}
              value={description}
              onChange={setDescription}
              multiline
              description={CREATE_TEXT.upTo(BOARD_PIN_DESCRIPTION_MAX)}
              error={errors.description ?? null}
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
              error={errors.link ?? null}
            />
            <PublishFields
              data={data}
              choice={choice}
              onChoice={setChoice}
              publishing={publishing}
              failed={failed}
              invalid={invalid}
            />
          </Fields>
        </Columns>
      </form>
    </BuilderPage>
  );
}
