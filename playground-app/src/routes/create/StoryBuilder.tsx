import {
  buildPath,
  PIN_TITLE_INPUT_MAX,
  STORY_PIN_PAGE_TEXT_MAX,
  STORY_PIN_PAGES_MAX,
  STORY_PIN_PAGES_MIN,
  type User,
} from '@tessera/model';
import { Button, Link } from '@tessera/ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldError, TextField } from '../../shared/form/fields.tsx';
import { visuallyHidden } from '../../shared/visuallyHidden.ts';
import type { BoardChoice } from './BoardFields.tsx';
import {
  Actions,
  BuilderPage,
  boardOptions,
  Fields,
  Note,
  PublishFields,
  TitleField,
  usePublish,
} from './Builder.tsx';
import type { CreateData } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { NO_IMAGE, type UploadedImage, useImageUpload } from './useImageUpload.ts';
import { imageError, stillHolding, uploadsReadiness } from './validate.ts';

const PageList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const PageCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    h2,
    .page-actions {
      grid-column: 1 / -1;
    }
  }
`;

const Live = styled.p`
  ${visuallyHidden}
`;

interface StoryPage {
  key: number;
  text: string;
  image: UploadedImage;
}

type MoveFocus = { key: number; direction: 'up' | 'down' } | null;

function PageEditor({
  page,
  number,
  count,
  error,
  focus,
  onText,
  onImage,
  onMove,
  onRemove,
}: {
  page: StoryPage;
  number: number;
  count: number;
  error: { image?: string; text?: string } | undefined;
  focus: MoveFocus;
  onText: (text: string) => void;
  onImage: (image: UploadedImage) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { image, upload } = useImageUpload();
  const headingId = useId();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => onImage(image), [image, onImage]);
  const first = number === 1;
  const last = number === count;
  useEffect(() => {
    if (focus?.key !== page.key) return;
    const wanted = focus.direction === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [focus, page.key, first, last]);
  return (
    <PageCard aria-labelledby={headingId}>
      <h2 id={headingId}>{CREATE_TEXT.page(number)}</h2>
      <ImagePicker
        label={CREATE_TEXT.image}
        image={image}
        errorMessage={error?.image ?? null}
        onFile={(file) => void upload(file)}
      />
      <Fields>
        <TextField
          label={CREATE_TEXT.pageText}
          value={page.text}
          onChange={onText}
          multiline
          description={CREATE_TEXT.upTo(STORY_PIN_PAGE_TEXT_MAX)}
          error={error?.text ?? null}
        />
      </Fields>
      <Actions className="page-actions">
        <Button ref={up} variant="secondary" size="sm" disabled={first} onPress={() => onMove('up')}>
          {CREATE_TEXT.moveUp}
        </Button>
        <Button ref={down} variant="secondary" size="sm" disabled={last} onPress={() => onMove('down')}>
          {CREATE_TEXT.moveDown}
        </Button>
        <Button variant="tertiary" size="sm" onPress={onRemove}>
          {CREATE_TEXT.removePage}
        </Button>
      </Actions>
    </PageCard>
  );
}

type PageErrors = Record<number, { image?: string; text?: string }>;

/** A story's errors as its fields are now: the title, the number of pages, each page's image and text. */
function storyErrors(title: string, pages: StoryPage[]) {
  const pageErrors: PageErrors = {};
  for (const page of pages) {
    const image = imageError(page.image);
    const text = page.text.trim().length > STORY_PIN_PAGE_TEXT_MAX;
    if (image || text)
      pageErrors[page.key] = {
        ...(image ? { image } : {}),
        ...(text ? { text: CREATE_TEXT.tooLong(STORY_PIN_PAGE_TEXT_MAX) } : {}),
      };
  }
  return {
    ...(title.trim().length > PIN_TITLE_INPUT_MAX ? { title: CREATE_TEXT.tooLong(PIN_TITLE_INPUT_MAX) } : {}),
    ...(pages.length < STORY_PIN_PAGES_MIN ? { pages: CREATE_TEXT.pagesRequired(STORY_PIN_PAGES_MIN) } : {}),
    pageErrors,
  };
}

export function StoryBuilder({ data }: { data: CreateData; viewer: User }) {
  const nextKey = useRef(2);
  const [pages, setPages] = useState<StoryPage[]>([
    { key: 0, text: '', image: NO_IMAGE },
    { key: 1, text: '', image: NO_IMAGE },
  ]);
  const [title, setTitle] = useState('');
  const [choice, setChoice] = useState<BoardChoice>({ boardId: '', sectionId: '' });
  const [titleError, setTitleError] = useState<string | null>(null);
  const [pagesError, setPagesError] = useState<string | null>(null);
  const [pageErrors, setPageErrors] = useState<PageErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<MoveFocus>(null);
  const state = usePublish(uploadsReadiness(pages.map((page) => page.image)), () => void submit());
  // An error shows while it holds: fixing the field, adding the page or the image becoming ready takes it away.
  const current = storyErrors(title, pages);
  const shownTitleError = titleError && current.title ? current.title : null;
  const shownPagesError =
    pagesError === CREATE_TEXT.pagesAtMost(STORY_PIN_PAGES_MAX)
      ? pages.length >= STORY_PIN_PAGES_MAX
        ? pagesError
        : null
      : pagesError && current.pages
        ? current.pages
        : null;
  const shownPageErrors: PageErrors = {};
  for (const [key, shown] of Object.entries(pageErrors)) {
    const held = stillHolding(shown, current.pageErrors[Number(key)] ?? {});
    if (Object.keys(held).length > 0) shownPageErrors[Number(key)] = held;
  }

  const update = useCallback((key: number, change: Partial<StoryPage>) => {
    setPages((now) => now.map((page) => (page.key === key ? { ...page, ...change } : page)));
  }, []);
  // One stable callback per page key, so a page's upload effect does not run on every render.
  const imageSetters = useRef(new Map<number, (image: UploadedImage) => void>());
  const imageSetter = (key: number) => {
    let setter = imageSetters.current.get(key);
    if (!setter) {
      setter = (image: UploadedImage) => update(key, { image });
      imageSetters.current.set(key, setter);
    }
    return setter;
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= pages.length) return;
    const next = [...pages];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setPages(next);
    setFocus({ key: moved.key, direction });
    setAnnouncement(CREATE_TEXT.pageMoved(index + 1, to + 1));
  };

  const add = () => {
    if (pages.length >= STORY_PIN_PAGES_MAX) {
      setPagesError(CREATE_TEXT.pagesAtMost(STORY_PIN_PAGES_MAX));
      return;
    }
    setPages((now) => [...now, { key: nextKey.current++, text: '', image: NO_IMAGE }]);
  };

  /** Checks the fields; publishes, or waits for the images still processing (usePublish). */
  const submit = async () => {
    const found = storyErrors(title, pages);
    setTitleError(found.title ?? null);
    setPagesError(found.pages ?? null);
    setPageErrors(found.pageErrors);
    state.reset();
    if (found.title || found.pages || Object.keys(found.pageErrors).length > 0) return;
    if (pages.some((page) => !page.image.signature)) {
      state.wait();
      return;
    }
    await state.publish({
      story_pages: pages.map((page) => ({
        image_signature: page.image.signature ?? '',
        ...(page.text.trim() ? { text: page.text.trim() } : {}),
      })),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...boardOptions(choice),
    });
  };

  const invalid =
    shownTitleError !== null || shownPagesError !== null || Object.keys(shownPageErrors).length > 0;
  return (
    <BuilderPage>
      <h1>{CREATE_TEXT.storyHeading}</h1>
      <Note>
        <span>{CREATE_TEXT.storyIntro}</span>
        <Link href={buildPath('pinBuilder')} underline="always">
          {CREATE_TEXT.toPin}
        </Link>
      </Note>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!state.busy) void submit();
        }}
      >
        <Fields>
          <TitleField value={title} onChange={setTitle} error={shownTitleError} />
          <PageList aria-label={CREATE_TEXT.pages}>
            {pages.map((page, index) => (
              <PageEditor
                key={page.key}
                page={page}
                number={index + 1}
                count={pages.length}
                error={shownPageErrors[page.key]}
                focus={focus}
                onText={(text) => update(page.key, { text })}
                onImage={imageSetter(page.key)}
                onMove={(direction) => move(index, direction)}
                onRemove={() => {
                  setPages((now) => now.filter((p) => p.key !== page.key));
                  setAnnouncement('');
                }}
              />
            ))}
          </PageList>
          <Live aria-live="polite">{announcement}</Live>
          <Actions>
            <Button variant="secondary" onPress={add}>
              {CREATE_TEXT.addPage}
            </Button>
          </Actions>
          {shownPagesError ? <FieldError as="p">{shownPagesError}</FieldError> : null}
          <PublishFields
            data={data}
            choice={choice}
            onChoice={setChoice}
            state={state}
            invalid={invalid}
            waitingText={CREATE_TEXT.publishWhenImagesReady}
          />
        </Fields>
      </form>
    </BuilderPage>
  );
}
