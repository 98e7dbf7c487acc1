import { ResourceRequestError, SAVE_EVENT, type TesseraApi } from '@tessera/api';
import {
  BOARD_PIN_DESCRIPTION_MAX,
  type Board,
  PIN_TITLE_INPUT_MAX,
  type Pin,
  STORY_PIN_PAGES_MIN,
} from '@tessera/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { CREATE_TEXT } from './createText.ts';
import { draftKey } from './draft.ts';

// The upload's reads come 10 ms apart here (5000 ms on the site): an upload reaches processing, then its next read.
vi.mock('@tessera/tokens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tessera/tokens')>()),
  UPLOAD_POLL_MS: 10,
}));

type Api = TesseraApi;
const boards: Board[] = [
  { id: '31', name: 'Kitchen', username: 'demo', url: '/demo/kitchen/' },
  { id: '32', name: 'Garden', username: 'demo', url: '/demo/garden/' },
];
const SIGNATURE = 'abcdef0123456789';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

/** The fake api with the builder's calls; uploads succeed at the first poll unless told otherwise. */
function createApi(uploadStatus = 'succeeded') {
  const api = fakeApi();
  return {
    ...api,
    getBoards: vi.fn<Api['getBoards']>(async () => boards),
    getBoardSections: vi.fn<Api['getBoardSections']>(async () => []),
    createBoard: vi.fn<Api['createBoard']>(async ({ name }) => ({
      id: '33',
      name,
      username: 'demo',
      description: '',
      archived: false,
      section_count: 0,
      is_collaborative: false,
      collaborator_count: 0,
      collaborated_by_me: false,
      followed_by_me: false,
      is_owner: true,
    })),
    createUpload: vi.fn<Api['createUpload']>(async () => ({
      upload_id: '900',
      upload_url: '/v3/upload/900/',
      upload_parameters: { key: 'k1' },
    })),
    getUploads: vi.fn<Api['getUploads']>(async () => ({
      '900': { status: uploadStatus, ...(uploadStatus === 'succeeded' ? { signature: SIGNATURE } : {}) },
    })),
    client: { rest: vi.fn(async () => ({ upload_id: '900', status: 'registered' })) },
    createPin: vi.fn<Api['createPin']>(
      async (): Promise<Pin> => ({ id: '777', title: 'Lemon tart', images: {} }),
    ),
  };
}

/**
 * The upload's first read answers processing; the next one waits for the returned `settle`
 * (succeeded, with the signature, or failed), and every read after answers the same.
 */
function processingThen(api: ReturnType<typeof createApi>) {
  let settle: (status: 'succeeded' | 'failed') => void = () => {};
  const settled = new Promise<'succeeded' | 'failed'>((resolve) => {
    settle = resolve;
  });
  let reads = 0;
  api.getUploads.mockImplementation(async () => {
    reads++;
    if (reads === 1) return { '900': { status: 'processing' } };
    const status = await settled;
    return { '900': { status, ...(status === 'succeeded' ? { signature: SIGNATURE } : {}) } };
  });
  return settle;
}

beforeAll(() => {
  stubBrowserForSite();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL() {} }));
});
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

async function openBuilder(api = createApi(), path = '/pin-builder/') {
  const view = renderSite(path, api);
  await screen.findByRole('heading', { level: 1, name: CREATE_TEXT.pinHeading });
  return view;
}

/** Types `text` into `field` the quick way (a paste): the machine running the tests may be loaded. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function chooseImage(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, png());
}

describe('the pin builder', () => {
  it.each(['/pin-builder/', '/pin-creation-tool/', '/pin/create/', '/pin-editor/'])(
    '%s is the builder, with the viewer’s boards in the board picker',
    async (path) => {
      await openBuilder(createApi(), path);
      const board = screen.getByRole('combobox', { name: CREATE_TEXT.board });
      expect(
        within(board)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([CREATE_TEXT.noBoard, 'Kitchen', 'Garden']);
    },
  );

  it('asks a logged-out visitor to log in', async () => {
    const api = createApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/pin-builder/', api);
    expect(await screen.findByRole('heading', { name: CREATE_TEXT.pinHeading })).toBeVisible();
    expect(screen.getByText(CREATE_TEXT.loggedOutText)).toBeVisible();
    // The shared LogInPage's way to log in, and no builder.
    expect(screen.queryByRole('button', { name: CREATE_TEXT.publish })).toBeNull();
    expect(api.getBoards).not.toHaveBeenCalled();
  });

  it('checks the fields before publishing and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = createApi();
    await openBuilder(api);
    await fill(
      user,
      screen.getByRole('textbox', { name: CREATE_TEXT.title }),
      'x'.repeat(PIN_TITLE_INPUT_MAX + 1),
    );
    const description = screen.getByRole('textbox', { name: CREATE_TEXT.description });
    await fill(user, description, 'y'.repeat(BOARD_PIN_DESCRIPTION_MAX + 1));
    const link = screen.getByRole('textbox', { name: CREATE_TEXT.link });
    await fill(user, link, `${window.location.origin}/pin/1/`);
    await user.tab();
    // The link's error shows as soon as it is left (§5: only external http(s) links).
    expect(link).toHaveAccessibleDescription(expect.stringContaining(CREATE_TEXT.linkInvalid));
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(await screen.findByText(CREATE_TEXT.imageRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_TEXT.tooLong(PIN_TITLE_INPUT_MAX)),
    );
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_TEXT.tooLong(BOARD_PIN_DESCRIPTION_MAX)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_TEXT.fixErrors);
    expect(api.createPin).not.toHaveBeenCalled();
    expect(link).toHaveValue(`${window.location.origin}/pin/1/`);

    await user.clear(link);
    await fill(user, link, 'ftp://example.com/x');
    await user.tab();
    expect(link).toHaveAccessibleDescription(expect.stringContaining(CREATE_TEXT.linkInvalid));
    await user.clear(link);
    await fill(user, link, 'https://example.com/tart');
    expect(link).not.toHaveAttribute('aria-invalid');
  });

  it('uploads the chosen image, publishes with every field and opens the new pin', async () => {
    const user = userEvent.setup();
    const api = createApi();
    const { router } = await openBuilder(api);
    await chooseImage(user);
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();
    expect(screen.getByRole('img', { name: CREATE_TEXT.preview })).toHaveAttribute('src', 'blob:preview');
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Lemon tart');
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.link }), 'https://example.com/tart');
    await user.selectOptions(screen.getByRole('combobox', { name: CREATE_TEXT.board }), 'Garden');
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/777/'));
    expect(api.createPin).toHaveBeenCalledWith({
      image_signature: SIGNATURE,
      title: 'Lemon tart',
      link: 'https://example.com/tart',
      board_id: '32',
    });
    expect(window.localStorage.getItem(draftKey(DEMO_VIEWER.id))).toBeNull();
    // The pin create intent: the new pin's save logs the §4 save event and the tracking log, through
    // the app's logger (sent after its 1 s batching delay).
    await waitFor(
      () =>
        expect(
          api.logEvents.mock.calls
            .flat(2)
            .filter((event) => event.event_data?.action !== undefined)
            .map((event) => [event.object_id_str, event.event_data?.action, event.event_data?.board_id]),
        ).toEqual([
          ['777', SAVE_EVENT.action, '32'],
          ['777', SAVE_EVENT.log, '32'],
        ]),
      { timeout: 4000 },
    );
  });

  it('says so when the upload fails, and keeps the form', async () => {
    const user = userEvent.setup();
    const api = createApi('failed');
    await openBuilder(api);
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Kept title');
    await chooseImage(user);
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.failed)).toBeVisible();
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Kept title');
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(await screen.findByText(CREATE_TEXT.imageRequired)).toBeVisible();
    expect(api.createPin).not.toHaveBeenCalled();
  });

  it('takes Publish while the image is processing: the button says it waits, then the pin is published once the image is ready', async () => {
    const user = userEvent.setup();
    const api = createApi();
    const settle = processingThen(api);
    const { router } = await openBuilder(api);
    await chooseImage(user);
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.processing)).toBeVisible();
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Lemon tart');
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));

    const waiting = screen.getByRole('button', { name: CREATE_TEXT.publishWhenReady });
    expect(waiting).toHaveTextContent(CREATE_TEXT.publishWhenReady);
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByText(CREATE_TEXT.uploadStatus.processing)).toBeVisible();
    // A second press while it waits publishes nothing more.
    await user.click(waiting);
    expect(api.createPin).not.toHaveBeenCalled();

    settle('succeeded');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/777/'));
    expect(api.createPin).toHaveBeenCalledTimes(1);
    expect(api.createPin).toHaveBeenCalledWith({ image_signature: SIGNATURE, title: 'Lemon tart' });
    expect(window.localStorage.getItem(draftKey(DEMO_VIEWER.id))).toBeNull();
  });

  it('stops publishing when the upload it waits for fails, says why, and leaves nothing stale', async () => {
    const user = userEvent.setup();
    const api = createApi();
    const settle = processingThen(api);
    const { router } = await openBuilder(api);
    await chooseImage(user);
    await screen.findByText(CREATE_TEXT.uploadStatus.processing);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(screen.getByRole('button', { name: CREATE_TEXT.publishWhenReady })).toBeVisible();

    settle('failed');
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(CREATE_TEXT.uploadStopped(CREATE_TEXT.uploadStatus.failed)),
    );
    const publish = screen.getByRole('button', { name: CREATE_TEXT.publish });
    expect(publish).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('button', { name: CREATE_TEXT.publishWhenReady })).toBeNull();
    expect(alert).not.toHaveTextContent(CREATE_TEXT.fixErrors);
    expect(screen.queryByText(CREATE_TEXT.imageRequired)).toBeNull();
    expect(api.createPin).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/pin-builder/');

    // Another image: the failure's words go with the failed image, and nothing is published by itself.
    api.getUploads.mockResolvedValue({ '900': { status: 'succeeded', signature: SIGNATURE } });
    await chooseImage(user);
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();
    expect(alert).toHaveTextContent('');
    expect(api.createPin).not.toHaveBeenCalled();
  });

  it('shows an error only while it holds: the image one goes when the image is ready, the form one when no field error is left', async () => {
    const user = userEvent.setup();
    const api = createApi('failed');
    await openBuilder(api);
    const title = screen.getByRole('textbox', { name: CREATE_TEXT.title });
    await fill(user, title, 'x'.repeat(PIN_TITLE_INPUT_MAX + 1));
    await chooseImage(user);
    await screen.findByText(CREATE_TEXT.uploadStatus.failed);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(screen.getByText(CREATE_TEXT.imageRequired)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_TEXT.fixErrors);

    // The title still too long blocks publishing while the next image processes and once it is ready.
    const settle = processingThen(api);
    await chooseImage(user);
    await screen.findByText(CREATE_TEXT.uploadStatus.processing);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(screen.queryByRole('button', { name: CREATE_TEXT.publishWhenReady })).toBeNull();
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_TEXT.tooLong(PIN_TITLE_INPUT_MAX)),
    );
    settle('succeeded');
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();
    expect(screen.queryByText(CREATE_TEXT.imageRequired)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(CREATE_TEXT.fixErrors);
    expect(api.createPin).not.toHaveBeenCalled();

    // Fixing the title takes its error and the form's away, without pressing Publish.
    await user.clear(title);
    await fill(user, title, 'Short');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(api.createPin).not.toHaveBeenCalled();
  });

  it('keeps everything typed when publishing fails', async () => {
    const user = userEvent.setup();
    const api = createApi();
    api.createPin.mockRejectedValue(new ResourceRequestError({ http_status: 500, message: 'Down' }));
    const { router } = await openBuilder(api);
    await chooseImage(user);
    await screen.findByText(CREATE_TEXT.uploadStatus.succeeded);
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Still here');
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(await screen.findByText(CREATE_TEXT.publishFailed)).toBeVisible();
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Still here');
    expect(router.state.location.pathname).toBe('/pin-builder/');
  });

  it('restores the draft after a reload: the fields and the uploaded image', async () => {
    const user = userEvent.setup();
    const first = await openBuilder();
    await chooseImage(user);
    await screen.findByText(CREATE_TEXT.uploadStatus.succeeded);
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Draft title');
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.description }), 'Draft words');
    await user.selectOptions(screen.getByRole('combobox', { name: CREATE_TEXT.board }), 'Kitchen');
    first.unmount();

    const api = createApi();
    await openBuilder(api);
    expect(screen.getByText(CREATE_TEXT.draftRestored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Draft title');
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.description })).toHaveValue('Draft words');
    expect(screen.getByRole('combobox', { name: CREATE_TEXT.board })).toHaveValue('31');
    expect(screen.getByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();
    expect(screen.getByRole('img', { name: CREATE_TEXT.preview }).getAttribute('src')).toContain(SIGNATURE);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    await waitFor(() =>
      expect(api.createPin).toHaveBeenCalledWith({
        image_signature: SIGNATURE,
        title: 'Draft title',
        description: 'Draft words',
        board_id: '31',
      }),
    );
  });

  it('works when storage fails: no draft, no broken page', async () => {
    const user = userEvent.setup();
    // The draft's storage fails (the rest of the site's storage works).
    const { getItem, setItem } = Storage.prototype;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      if (key === draftKey(DEMO_VIEWER.id)) throw new Error('blocked');
      return getItem.call(this, key);
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === draftKey(DEMO_VIEWER.id)) throw new Error('blocked');
      setItem.call(this, key, value);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openBuilder();
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Typed');
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Typed');
    expect(warn).toHaveBeenCalledWith('The pin draft could not be read.', expect.any(Error));
    expect(warn).toHaveBeenCalledWith('The pin draft could not be kept.', expect.any(Error));
  });

  it('takes an image pasted on the page or dropped on the picker, and refuses a file that is not one', async () => {
    const api = createApi();
    await openBuilder(api);
    fireEvent.paste(document, { clipboardData: { files: [png()] } });
    expect(await screen.findByText(CREATE_TEXT.uploadStatus.succeeded)).toBeVisible();
    expect(api.createUpload).toHaveBeenCalledTimes(1);

    const picker = screen.getByRole('group', { name: CREATE_TEXT.image });
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(picker.firstElementChild ?? picker, { dataTransfer: { files: [text] } });
    expect(api.createUpload).toHaveBeenCalledTimes(1);
    const input = picker.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText(CREATE_TEXT.notAnImage)).toBeVisible();
    expect(api.createUpload).toHaveBeenCalledTimes(1);

    fireEvent.drop(picker.firstElementChild ?? picker, { dataTransfer: { files: [png()] } });
    await waitFor(() => expect(api.createUpload).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(CREATE_TEXT.notAnImage)).toBeNull();
  });

  it('creates a board inline and picks it', async () => {
    const user = userEvent.setup();
    const api = createApi();
    await openBuilder(api);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.createBoard }));
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.newBoardCreate }));
    expect(screen.getByRole('textbox', { name: CREATE_TEXT.newBoardName })).toHaveAccessibleDescription(
      expect.stringContaining(CREATE_TEXT.boardNameRequired),
    );
    await user.type(screen.getByRole('textbox', { name: CREATE_TEXT.newBoardName }), 'Tarts{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: CREATE_TEXT.board })).toHaveDisplayValue('Tarts'),
    );
    expect(api.createBoard).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Tarts', privacy: 'public', return_existing: true }),
    );
  });
});

describe('the story pin builder', () => {
  async function openStory(api = createApi(), path = '/story-pin-builder/') {
    const view = renderSite(path, api);
    await screen.findByRole('heading', { level: 1, name: CREATE_TEXT.storyHeading });
    return view;
  }
  const pageNamed = (n: number) => screen.getByRole('listitem', { name: CREATE_TEXT.page(n) });

  it('refuses to publish fewer than two pages or a page with no image', async () => {
    const user = userEvent.setup();
    const api = createApi();
    await openStory(api, '/idea-pin-builder/');
    await user.click(within(pageNamed(2)).getByRole('button', { name: CREATE_TEXT.removePage }));
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(await screen.findByText(CREATE_TEXT.pagesRequired(STORY_PIN_PAGES_MIN))).toBeVisible();
    expect(within(pageNamed(1)).getByText(CREATE_TEXT.imageRequired)).toBeVisible();
    expect(api.createPin).not.toHaveBeenCalled();
  });

  it('reorders pages with the keyboard buttons and publishes them in that order', async () => {
    const user = userEvent.setup();
    const api = createApi();
    let upload = 0;
    api.getUploads.mockImplementation(async () => {
      upload++;
      return { '900': { status: 'succeeded', signature: `sig00000${upload}` } };
    });
    const { router } = await openStory(api);
    for (const n of [1, 2]) {
      const input = pageNamed(n).querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      await user.upload(input, png());
      await within(pageNamed(n)).findByText(CREATE_TEXT.uploadStatus.succeeded);
      await fill(
        user,
        within(pageNamed(n)).getByRole('textbox', { name: CREATE_TEXT.pageText }),
        `Step ${n}`,
      );
    }
    expect(within(pageNamed(1)).getByRole('button', { name: CREATE_TEXT.moveUp })).toBeDisabled();
    const down = within(pageNamed(1)).getByRole('button', { name: CREATE_TEXT.moveDown });
    down.focus();
    await user.keyboard('{Enter}');
    expect(within(pageNamed(1)).getByRole('textbox', { name: CREATE_TEXT.pageText })).toHaveValue('Step 2');
    expect(screen.getByText(CREATE_TEXT.pageMoved(1, 2))).toBeInTheDocument();
    // The moved page keeps the focus (its Move down is now disabled: its Move up has it).
    expect(within(pageNamed(2)).getByRole('button', { name: CREATE_TEXT.moveUp })).toHaveFocus();
    await fill(user, screen.getByRole('textbox', { name: CREATE_TEXT.title }), 'Two steps');
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/777/'));
    expect(api.createPin).toHaveBeenCalledWith({
      title: 'Two steps',
      story_pages: [
        { image_signature: 'sig000002', text: 'Step 2' },
        { image_signature: 'sig000001', text: 'Step 1' },
      ],
    });
  });

  it('takes Publish while its images are processing and publishes once they are ready', async () => {
    const user = userEvent.setup();
    const api = createApi();
    const settle = processingThen(api);
    const { router } = await openStory(api);
    for (const n of [1, 2]) {
      const input = pageNamed(n).querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      await user.upload(input, png());
    }
    await within(pageNamed(1)).findByText(CREATE_TEXT.uploadStatus.processing);
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.publish }));
    expect(screen.getByRole('button', { name: CREATE_TEXT.publishWhenImagesReady })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(api.createPin).not.toHaveBeenCalled();
    settle('succeeded');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pin/777/'));
    expect(api.createPin).toHaveBeenCalledWith({
      story_pages: [{ image_signature: SIGNATURE }, { image_signature: SIGNATURE }],
    });
  });

  it('adds pages', async () => {
    const user = userEvent.setup();
    await openStory();
    await user.click(screen.getByRole('button', { name: CREATE_TEXT.addPage }));
    expect(
      within(screen.getByRole('list', { name: CREATE_TEXT.pages })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});
