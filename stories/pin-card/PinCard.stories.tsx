import { hoverVisibilityMachine } from '@tessera/machines';
import { labels, messages, SAVED_OVERLAY_NAME_MAX } from '@tessera/model';
import {
  CREATOR_ANALYTICS_TEXT,
  getPinCardHeight,
  type OnSave,
  PIN_CARD_FADE_MS,
  PinCard,
  REACTIONS_TEXT,
} from '@tessera/pin-card';
import { HOVER_INACTIVE_MS, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';
import { cardArgs, cardArgTypes, cardDecorators } from './cardStory.tsx';
import {
  board,
  longTitlePin,
  noTitlePin,
  reactionsPin,
  savedPin,
  videoPin,
  waitForImages,
  waitForToast,
} from './fixtures.ts';

const meta = preview.meta({
  title: 'Pin card/PinCard',
  component: PinCard,
  decorators: cardDecorators,
  args: {
    ...cardArgs,
  },
  argTypes: cardArgTypes,
  parameters: {
    docs: {
      description: {
        component: `One pin in a grid: its image (or video, GIF, the first page of a story, a carousel) at its own aspect ratio over the image's main colour, then a footer with the title on at most two lines, the person who saved it and, for some pins, a price, a rating or a "Promoted by" line. Hovering the card, or reaching one of its buttons with the keyboard, lays a dark wash over the image with ${labels.open} at the top start, ${labels.save} at the top end, the source website at the bottom start, and ${labels.send} and the options button at the bottom end. The card's height is known before its image loads, so a grid of cards never jumps.`,
      },
    },
    guidelines: {
      whenToUse: `Wherever pins are shown in a grid: the home feed, search results, a board, a profile, the ideas under a pin. Put it in a [Masonry](?path=/docs/masonry-masonry--docs) grid at the grid's column width (${MASONRY_ITEM_WIDTH} px, or ${MASONRY_ITEM_WIDTH_WIDE} px on shopping surfaces). For a Save button outside a card use [SaveButton](?path=/docs/pin-card-savebutton--docs); for a whole pin on its own page use the closeup, not a large card.`,
      states: [
        `**At rest**: image, title and pinner. A pin the viewer has saved shows “Saved to {board}” over the image (board and section names cut to ${SAVED_OVERLAY_NAME_MAX} characters).`,
        `**Hovered or focused**: the wash and the controls fade in over ${PIN_CARD_FADE_MS} ms (at once with reduced motion). They stay ${HOVER_INACTIVE_MS} ms after the pointer leaves, so moving the pointer from the card to its Save does not flicker.`,
        `**Saving**: ${labels.save} is busy; a second press does nothing. Then **Saved** (the black ${labels.saved}) with a toast that says where the pin went, or an error toast and ${labels.save} again.`,
        'After feedback (reported, unfollowed, hidden), or when the pin is gone: see [Overlays](?path=/docs/pin-card-overlays--docs).',
        'The chart at the end of this page lists the states of the hover machine that drives the overlay.',
      ],
      do: [
        'Give the card the width the grid laid it out at, and ask `getPinCardHeight` with the same options (visitor, square, shared by): the grid places cards by that height.',
        'Pass the grid’s `labelId` as `titleId`, so each grid item is named by the pin’s title (else the pinner’s name, else the image).',
        'Pass `saveTarget` when the surface has a board (a board page); without it Save goes to the viewer’s profile.',
        'Load the first screen’s images eagerly and the rest lazily (the default).',
        'Say whether the viewer is on a desktop (`desktop`, default true) and whether videos may play by themselves (`autoplayVideo`). The examples here are a logged-in viewer’s image pins, where neither changes anything, so the Controls panel offers them where they do: `autoplayVideo` in [Video autoplay](?path=/story/pin-card-pincard--video-autoplay), `desktop` in [Overlays › Logged out context menu](?path=/story/pin-card-overlays--logged-out-context-menu) (off, a right click opens no menu).',
      ],
      dont: [
        'Don’t crop or stretch cards to even out the grid: the uneven heights are the point, and a changed height overlaps the next card.',
        'Don’t add buttons over the image outside the overlay’s four corners; the corners are kept clear for them.',
        'Don’t use `forceOverlay` in the product: it shows the overlay without hovering, for this documentation and the screenshots.',
      ],
      accessibility: [
        `${labels.open} is the card’s link to the pin’s page, named by its visible text. The click area over the whole image is a mouse convenience: out of the tab order and hidden from screen readers, since it does the same.`,
        'The overlay’s controls stay in the tab order while hidden: Tab reaches Open, Save, the website, Send and options in that order, and focusing one shows the overlay.',
        `${labels.save} and ${labels.saved} are buttons named by their text; while saving, the button is announced as unavailable and keeps its focus. The toast that follows is read out politely (a status region).`,
        'The image’s text alternative is the pin’s alt text, else its title; with neither it is decorative and skipped.',
        `${labels.seeMore} says whether More information is expanded and which panel it opens.`,
      ],
      related: [
        '[SaveButton](?path=/docs/pin-card-savebutton--docs): the Save on its own.',
        '[The hover machine](?path=/story/machines-charts--hover-visibility): when the hover layer shows, drawn.',
        '[The save flow](?path=/docs/pin-card-save--docs): board picker, toasts, Change and Organize.',
        '[Overlays](?path=/docs/pin-card-overlays--docs), [Visitors](?path=/docs/pin-card-visitors--docs), [Pin types](?path=/docs/pin-card-pin-types--docs): the card in its other states.',
        '[Masonry](?path=/docs/masonry-masonry--docs): the grid it sits in.',
      ],
    } satisfies Guidelines,
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

/** A long title is clamped to two lines; the card keeps the height getPinCardHeight said. */
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

/** The hover overlay: the dark wash, Open at the top start, Save at the top end, the source website (cut to 12 characters) at the bottom start. */
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

/** The wide column (270 px) of the shopping surfaces. */
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

/** Hovering shows the overlay; it hides again 120 ms after the pointer leaves. */
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

/** Save fails: the error toast, and the button reads Save again. */
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

/** Reactions (every kind added up) at the end of the footer's second line. */
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

/** No reactions for viewers in the reaction-removal experiment (nor on promoted pins, nor for image-only viewers). */
export const ReactionsHidden = meta.story({
  args: { pin: reactionsPin, viewer: { reactionRemovalExperiment: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.queryByTestId('pin-reactions')).toBeNull();
  },
  tags: ['no-screenshot'],
});

/**
 * The creator analytics link (the model's showsCreatorAnalyticsLink): a signed-in viewer with
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

/**
 * A video pin with `autoplayVideo`: muted, it plays by itself once half of it is on screen; off, it
 * shows its poster until Play is pressed. Autoplay is decided when the video mounts, so the story
 * mounts the card again when the control changes.
 */
export const VideoAutoplay = meta.story({
  args: { pin: videoPin, autoplayVideo: true },
  argTypes: { autoplayVideo: { control: 'boolean' } },
  render: (args) => <PinCard key={String(args.autoplayVideo)} {...args} />,
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await waitFor(() => expect(video?.paused).toBe(false), { timeout: 5000 });
    await expect(video?.muted).toBe(true);
  },
  // A playing video is a different frame every time.
  tags: ['no-screenshot'],
});

/** The hover machine behind the overlay: every state and transition, read from the machine itself. */
export const HoverMachine = meta.story({
  render: () => (
    <MachineChart
      machine={hoverVisibilityMachine}
      spec={`Hovering shows the overlay at once; it hides ${HOVER_INACTIVE_MS} ms after the pointer leaves, unless the pointer comes back.`}
    />
  ),
  tags: ['no-screenshot'],
});
