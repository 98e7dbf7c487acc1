/**
 * The pin builders (issue 14) for designers: the pin builder empty, with its fields checked (an
 * internal link and no image), after a failed upload; the story (idea) pin builder; and the builder
 * logged out. Each is the real site at the builder's path, answered by the stories' MSW backend
 * (the seed world's viewer and boards). Left out of the screenshot test: uploads and the viewer's
 * boards arrive at their own pace.
 */
import { createWorld, failing } from '@tessera/mocks';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CREATE_TEXT } from '../../playground-app/src/routes/create/createText.ts';
import { LOADED, Site } from './site.tsx';

const world = createWorld({ seed: 1 });
const viewerBoards = world.boards.filter((board) => board.username === world.viewer.username);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1])], 'photo.png', { type: 'image/png' });

const meta = preview.meta({
  title: 'Pages/Create',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  // A draft of an earlier story must not fill this one's fields.
  beforeEach: () => window.localStorage.clear(),
});

type Canvas = ReturnType<typeof within>;

async function builder(canvas: Canvas, heading: string = CREATE_TEXT.pinHeading) {
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, LOADED)).toBeVisible();
}

/** The pin builder: image (pick, drop or paste), title, description, link, the viewer's boards. */
export const PinBuilder = meta.story({
  args: { path: '/pin-builder/' },
  play: async ({ canvas }) => {
    await builder(canvas);
    await expect(canvas.getByRole('button', { name: CREATE_TEXT.chooseImage })).toBeVisible();
    const board = canvas.getByRole('combobox', { name: CREATE_TEXT.board });
    for (const { name } of viewerBoards) {
      await expect(within(board).getByRole('option', { name })).toBeInTheDocument();
    }
  },
});

/** Publish with no image and a link to this site: each field says what is wrong, nothing is lost. */
export const CheckedFields = meta.story({
  args: { path: '/pin-creation-tool/' },
  play: async ({ canvas }) => {
    await builder(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: CREATE_TEXT.title }), 'Lemon tart');
    await userEvent.type(
      canvas.getByRole('textbox', { name: CREATE_TEXT.link }),
      `${window.location.origin}/`,
    );
    await userEvent.click(canvas.getByRole('button', { name: CREATE_TEXT.publish }));
    await expect(await canvas.findByText(CREATE_TEXT.imageRequired)).toBeVisible();
    await expect(canvas.getByText(CREATE_TEXT.linkInvalid)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Lemon tart');
  },
});

/** The upload is refused by the server: the builder says so and keeps the form. */
export const UploadFailed = meta.story({
  args: { path: '/pin/create/' },
  beforeEach({ msw }) {
    msw.use(failing('VIPResource/create', 500, 'Uploads are down.'));
  },
  play: async ({ canvasElement, canvas }) => {
    await builder(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: CREATE_TEXT.title }), 'Kept');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, png());
    await expect(await canvas.findByText(CREATE_TEXT.uploadStatus.failed, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CREATE_TEXT.title })).toHaveValue('Kept');
  },
});

/** The story (idea) pin builder: two pages to start, each an image and text, with Move up / down. */
export const StoryPinBuilder = meta.story({
  args: { path: '/idea-pin-builder/' },
  play: async ({ canvas }) => {
    await builder(canvas, CREATE_TEXT.storyHeading);
    const pages = canvas.getByRole('list', { name: CREATE_TEXT.pages });
    await expect(within(pages).getAllByRole('listitem')).toHaveLength(2);
    const first = within(pages).getByRole('listitem', { name: CREATE_TEXT.page(1) });
    await expect(within(first).getByRole('button', { name: CREATE_TEXT.moveUp })).toBeDisabled();
    await expect(within(first).getByRole('button', { name: CREATE_TEXT.moveDown })).toBeEnabled();
  },
});

/** Logged out (the backend answers 401 for the viewer): a way to log in. */
export const LoggedOut = meta.story({
  args: { path: '/pin-builder/' },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to create Pins.'));
  },
  play: async ({ canvas }) => {
    await builder(canvas);
    await expect(canvas.getByText(CREATE_TEXT.loggedOutText)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CREATE_TEXT.publish })).toBeNull();
  },
});
