import { labels, messages } from '@tessera/model';
import {
  CREATOR_ANALYTICS_TEXT,
  getPinCardHeight,
  type OnSave,
  type OnUnsave,
  PinCard,
  REACTIONS_TEXT,
} from '@tessera/pin-card';
import { MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import { ToasterProvider } from '@tessera/ui';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  board,
  longTitlePin,
  noTitlePin,
  pin,
  reactionsPin,
  repinResult,
  savedPin,
  waitForImages,
  waitForToast,
} from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

const meta = preview.meta({
  title: 'Pin card/PinCard',
  component: PinCard,
  decorators: [
    (Story) => (
      <StoryEntityStore>
        <ToasterProvider>{Story()}</ToasterProvider>
      </StoryEntityStore>
    ),
  ],
  args: {
    pin,
    saveTarget: board,
    imageLoading: 'eager' as const,
    devicePixelRatio: 1,
    onSave: fn<OnSave>(async ({ pin: saved, board: target }) => repinResult(saved, target)),
    onUnsave: fn<OnUnsave>(async () => undefined),
  },
});

/** Image at its aspect ratio over the dominant colour, title (2 lines) and pinner. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const card = canvas.getByTestId('pin-card');
    await expect(card.getBoundingClientRect().height).toBe(getPinCardHeight(args.pin, 236));
    await expect(canvas.getByText(args.pin.title ?? '')).toBeVisible();
    await expect(canvas.getByText(args.pin.pinner?.fullName ?? '')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAttribute('alt', args.pin.altText ?? args.pin.title ?? '');
    await expect(canvas.getByTestId('pin-overlay')).toHaveAttribute('data-visible', 'false');
  },
});

/** A long title is clamped to two lines (§9); the card keeps the height getPinCardHeight said. */
export const LongTitle = meta.story({
  args: { pin: longTitlePin },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const title = canvas.getByText(args.pin.gridTitle ?? '');
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(canvas.getByTestId('pin-card').getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, 236),
    );
  },
});

/** No title: no title line; with no alt text either, the image is decorative (alt=""). */
export const NoTitle = meta.story({
  args: { pin: noTitlePin },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
});

/** The hover overlay: the §9 wash, Open at the top start, Save at the top end, the source domain (12) at the bottom start. */
export const HoveredOverlay = meta.story({
  args: { forceOverlay: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('pin-overlay')).toHaveAttribute('data-visible', 'true');
    await expect(canvas.getByRole('button', { name: labels.save })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.open })).toHaveAttribute(
      'href',
      `/pin/${args.pin.id}/`,
    );
  },
});

/** A pin the viewer has saved: the black Saved button. */
export const Saved = meta.story({
  args: { pin: savedPin, forceOverlay: true },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.saved })).toBeVisible();
  },
});

/** The wide §9 column (270 px). */
export const Wide = meta.story({
  args: { columnWidth: MASONRY_ITEM_WIDTH_WIDE },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const card = canvas.getByTestId('pin-card');
    await expect(card.getBoundingClientRect().width).toBe(MASONRY_ITEM_WIDTH_WIDE);
    await expect(card.getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, MASONRY_ITEM_WIDTH_WIDE),
    );
  },
});

/** The overlay in the dark theme, for the a11y check (the screenshots cover both themes already). */
export const DarkOverlay = meta.story({
  args: { forceOverlay: true, pin: savedPin },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
  },
  tags: ['no-screenshot'],
});

/** Hovering shows the overlay; it hides again shortly after the pointer leaves (§4 hover 120 ms). */
export const HoverShowsOverlay = meta.story({
  play: async ({ canvas, userEvent }) => {
    const overlay = canvas.getByTestId('pin-overlay');
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await expect(overlay).toHaveAttribute('data-visible', 'true');
    await userEvent.unhover(canvas.getByTestId('pin-card'));
    await waitFor(() => expect(overlay).toHaveAttribute('data-visible', 'false'));
  },
  tags: ['no-screenshot'],
});

/** Keyboard: tabbing to Open shows the overlay (focus within), and Save follows. */
export const KeyboardShowsOverlay = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: labels.open })).toHaveFocus();
    await expect(canvas.getByTestId('pin-overlay')).toHaveAttribute('data-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.save })).toHaveFocus();
  },
  tags: ['no-screenshot'],
});

/** Save succeeds: the toast says where the pin went, and the button reads Saved. */
export const SaveSucceeds = meta.story({
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board });
    await waitForToast(canvasElement.ownerDocument, messages.savedToBoard(board.name));
    await expect(canvas.getByRole('button', { name: labels.saved })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** Save fails: the §8 error toast, and the button reads Save again. */
export const SaveFails = meta.story({
  args: { onSave: fn<OnSave>(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitForToast(canvasElement.ownerDocument, 'Sorry! Something went wrong on our end.');
    await expect(canvas.getByRole('button', { name: labels.save })).not.toHaveAttribute('aria-disabled');
  },
  tags: ['no-screenshot'],
});

/** Unsave: tapping Saved deletes the save ("Pin deleted!") and the button reads Save. */
export const Unsave = meta.story({
  args: { pin: savedPin },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.saved }));
    await expect(args.onUnsave).toHaveBeenCalledWith({ pin: args.pin, boardId: board.id });
    await waitForToast(canvasElement.ownerDocument, messages.pinDeleted);
    await expect(canvas.getByRole('button', { name: labels.save })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** Reactions (§3 reactionCountsData, every type summed) at the end of the footer's meta line. */
export const Reactions = meta.story({
  args: { pin: reactionsPin },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('pin-reactions')).toHaveTextContent(REACTIONS_TEXT.count(1234));
    await expect(canvas.getByText(args.pin.pinner?.fullName ?? '')).toBeVisible();
    await expect(canvas.getByTestId('pin-card').getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, 236),
    );
  },
});

/** §5 hides reactions under the reaction-removal experiment (and for promoted pins, image-only viewers). */
export const ReactionsHidden = meta.story({
  args: { pin: reactionsPin, viewer: { reactionRemovalExperiment: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByTestId('pin-reactions')).toBeNull();
  },
  tags: ['no-screenshot'],
});

/**
 * The creator analytics link (§5, the model's showsCreatorAnalyticsLink): a signed-in viewer with
 * 30-day realtime stats; a link named by its visible text.
 */
export const CreatorAnalytics = meta.story({
  args: {
    pin: reactionsPin,
    viewer: { id: 'viewer' },
    creatorAnalytics: { href: '/me/_analytics/', hasRealtimeStats30d: true },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    const link = canvas.getByRole('link', { name: CREATOR_ANALYTICS_TEXT });
    await expect(link).toHaveAttribute('href', '/me/_analytics/');
    await expect(link).toBeVisible();
    await expect(canvas.getByTestId('pin-card').getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, 236, { viewer: args.viewer }),
    );
  },
});
