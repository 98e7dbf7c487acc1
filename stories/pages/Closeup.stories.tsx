/**
 * The closeup's states (issue 12) for designers: each kind of pin large (image, video, carousel,
 * product), an unavailable pin and one removed by its creator (the full-screen placeholder), the
 * comments open, and a pin that could not load. Each is the real site at the pin's path, answered
 * by the stories' MSW backend; the pins are those of its seed world, picked by kind. Left out of the
 * screenshot test like the board's stories (Board.stories.tsx); the e2e (e2e/closeup.spec.ts) runs
 * axe on the closeup in light and dark.
 */
import { createWorld, failing, type PinKind } from '@tessera/mocks';
import { buildPath, footerPrice, gridTitle, labels, messages, type Pin, personName } from '@tessera/model';
import { VIDEO_LABELS } from '@tessera/ui';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CLOSEUP_TEXT } from '../../playground-app/src/routes/pin/closeup/Closeup.tsx';
import { COMMENT_TEXT } from '../../playground-app/src/routes/pin/closeup/Comments.tsx';
import { answer, expectDarkRightToLeft, LOADED, Site } from './site.tsx';

/** The world the stories' backend serves (`createMockBackend({ seed: 1 })`). */
const world = createWorld({ seed: 1 });

/** The first pin of the world of `kind` (`image`: no other kind) that has a title. */
function pinOf(kind: PinKind | 'image'): Pin & { id: string } {
  const pin = world.pins.find(
    (candidate) => (world.pinKinds[candidate.id] ?? 'image') === kind && gridTitle(candidate) !== '',
  );
  if (!pin?.id) throw new Error(`The seed world has no ${kind} pin with a title`);
  return pin as Pin & { id: string };
}

const imagePin = pinOf('image');
const videoPin = pinOf('video');
const carouselPin = pinOf('carousel');
const productPin = pinOf('product');
const storyPin = pinOf('story');

const closeupPath = (pin: { id: string }) => buildPath('pin', { id: pin.id });

/** The closeup of `pin`: the article named by its title (the page's first; related cards follow). */
async function closeupOf(canvas: ReturnType<typeof within>, pin: Pin) {
  const title = gridTitle(pin);
  await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOADED)).toBeVisible();
  return within(canvas.getByRole('article', { name: title }));
}

const meta = preview.meta({
  title: 'Pages/Closeup',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
});

/** An image pin: the image, title, source, pinner (with Follow), comments, then More to explore. */
export const ImagePin = meta.story({
  args: { path: closeupPath(imagePin) },
  play: async ({ canvas }) => {
    const closeup = await closeupOf(canvas, imagePin);
    const pinner = imagePin.pinner;
    if (!pinner?.username) throw new Error('The image pin has no pinner');
    await expect(closeup.getByRole('link', { name: personName(pinner) })).toHaveAttribute(
      'href',
      buildPath('profile', { username: pinner.username }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: CLOSEUP_TEXT.related }, LOADED),
    ).toBeVisible();
    const related = await canvas.findByRole('feed', { name: CLOSEUP_TEXT.related }, LOADED);
    await expect((await within(related).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
  },
});

/** A video pin: the video player with its controls. */
export const VideoPin = meta.story({
  args: { path: closeupPath(videoPin) },
  play: async ({ canvas }) => {
    const closeup = await closeupOf(canvas, videoPin);
    await expect(await closeup.findByRole('button', { name: VIDEO_LABELS.play }, LOADED)).toBeVisible();
  },
});

/** A carousel pin: its slots with Previous and Next; Next moves to the second slot. */
export const CarouselPin = meta.story({
  args: { path: closeupPath(carouselPin) },
  play: async ({ canvas, userEvent }) => {
    const closeup = await closeupOf(canvas, carouselPin);
    await expect(closeup.getByRole('button', { name: labels.previous })).toBeDisabled();
    await userEvent.click(closeup.getByRole('button', { name: labels.next }));
    await expect(closeup.getByRole('button', { name: labels.previous })).toBeEnabled();
  },
});

/** A product pin: its price, then Similar products and the product page's related pins. */
export const ProductPin = meta.story({
  args: { path: closeupPath(productPin) },
  play: async ({ canvas }) => {
    const closeup = await closeupOf(canvas, productPin);
    const price = footerPrice(productPin.richMetadata?.products?.[0]?.offerSummary)?.price ?? '';
    // The price under the title (the media's corner badge shows it too).
    await expect(within(closeup.getByTestId('price')).getByText(price)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: CLOSEUP_TEXT.relatedProducts }, LOADED),
    ).toBeVisible();
  },
});

/** A pin the server does not know (404): "Unavailable", full screen, not an error. */
export const UnavailablePin = meta.story({
  args: { path: buildPath('pin', { id: '999999999999999999' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.unavailable, {}, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

/** A story pin its creator deleted: "Unavailable" and "Removed by the creator", full screen. */
export const RemovedPin = meta.story({
  args: { path: closeupPath(storyPin) },
  beforeEach({ msw }) {
    msw.use(
      http.get(/\/resource\/PinResource\/get\//, () =>
        answer({ ...storyPin, storyPinData: { ...storyPin.storyPinData, isDeleted: true } }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.removedByCreator, {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(messages.unavailable)).toBeVisible();
  },
});

/** /pin/{id}/comments/: the same page with the comment field focused. */
export const CommentsOpen = meta.story({
  args: { path: buildPath('pinComments', { id: imagePin.id }) },
  play: async ({ canvas }) => {
    await closeupOf(canvas, imagePin);
    await expect(await canvas.findByRole('textbox', { name: COMMENT_TEXT.label }, LOADED)).toHaveFocus();
  },
});

/** The pin could not load (the server answers 500): the error with Try again. */
export const LoadError = meta.story({
  args: { path: closeupPath(imagePin) },
  beforeEach({ msw }) {
    msw.use(failing('/PinResource/get', 500));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: gridTitle(imagePin) })).toBeNull();
  },
});

/** The image pin under the toolbar's Dark and Right to left: the site takes the toolbar's values. */
export const DarkRightToLeft = meta.story({
  args: { path: closeupPath(imagePin) },
  globals: { theme: 'dark', direction: 'rtl' },
  play: async ({ canvas }) => {
    await closeupOf(canvas, imagePin);
    await expectDarkRightToLeft(canvas);
  },
});
