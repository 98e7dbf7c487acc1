import { labels, messages } from '@tessera/model';
import { GIF_BADGE_TEXT, getPinCardHeight, PinCard } from '@tessera/pin-card';
import { CAROUSEL_INDEX_MS, SQUARE_PIN_IMAGE_HEIGHT } from '@tessera/tokens';
import { DirectionProvider, positionText } from '@tessera/ui';
import { expect, fn, type userEvent as userEvents, type within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { cardArgs, cardArgTypes, cardDecorators } from './cardStory.tsx';
import {
  articlePin,
  board,
  carouselPin,
  croppedPin,
  deletedStoryPin,
  gifPin,
  partnershipPin,
  productPin,
  promotedPin,
  recipePin,
  soldOutPin,
  stalePin,
  storyPagesPin,
  storyPin,
  videoPin,
  waitForImages,
} from './fixtures.ts';

/** Every kind of pin and the footer's variations, for a logged-in viewer. */
const meta = preview.meta({
  title: 'Pin card/Pin types',
  component: PinCard,
  decorators: cardDecorators,
  argTypes: cardArgTypes,
  args: {
    ...cardArgs,
  },
  parameters: {
    docs: {
      description: {
        component: `A gallery of every kind of pin the card shows, as a logged-in viewer sees it. The card decides the kind from the pin itself, in this order: a video, an animated GIF, a product, a recipe, a story, and otherwise an image (an article is an image pin with the article's title and site name). Each kind keeps the same frame (image over its main colour, footer below) and adds one thing: a play control and the video's length, a “${GIF_BADGE_TEXT}” badge, a price, a cook time and stars, a page count, or arrows through several images.`,
      },
    },
    guidelines: {
      whenToUse: `Use this page to check how a new pin or a new footer line looks next to the others; the card picks its kind on its own, so there is nothing to choose in the product. The footer can also say “${messages.soldOut}” or “${messages.seePriceOnSite}” for a product, “${messages.promotedBy('{name}')}” or “${messages.paidPartnershipWith('{name}')}”, and “${messages.aiMade}”.`,
      states: [
        '**Image**: the picture at its own shape; cropped when the pin asks for it, or square (an image ' +
          `${SQUARE_PIN_IMAGE_HEIGHT} px high) on square surfaces.`,
        '**Video**: a poster, the length in a corner and a play control; it plays in the card.',
        `**GIF**: the “${GIF_BADGE_TEXT}” badge.`,
        '**Story**: its first page, at that page’s shape, and the number of pages in a corner. A deleted story shows only Open.',
        '**Product**: a price badge, the price in the footer with the old price struck through, or Sold out, or See price on site.',
        '**Recipe**: the cook time in a corner and the rating in stars with the number of reviews.',
        `**Carousel**: Previous and Next arrows (each disabled at its end), dots, swipe, and a position badge such as “2/3” shown for ${CAROUSEL_INDEX_MS / 1000} s after each change.`,
      ],
      do: [
        'Keep the badges in the corners the card gives them; the overlay’s controls sit in the others.',
        'Say what the pin is in the footer’s words (a price, a rating, who paid), not with a badge alone.',
      ],
      dont: [
        'Don’t add a new kind of pin with a layout of its own: add a badge or a footer line to the shared frame.',
        'Don’t show prices or ratings as images: they are text (the rating has a spoken name), so they translate and can be read out.',
      ],
      accessibility: [
        `A video’s buttons are named ${labels.play} / ${labels.pause} and ${labels.mute} / ${labels.unmute} as they change; a carousel’s are ${labels.previous} and ${labels.next}, named by their text and disabled at the ends.`,
        'The stars are one image named “Rated 4.5 out of 5”, not five separate stars.',
        'A struck-through old price is deleted text (a `del` element), not only a line drawn through it.',
        'In a carousel only the image on show can be reached: the hidden ones are out of the tab order and skipped by screen readers.',
        'A video, a carousel and the images are named by the pin’s alt text or title.',
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card and its props.',
        '[Carousel](?path=/docs/ui-carousel--docs) and [VideoPlayer](?path=/docs/ui-videoplayer--docs): the media parts, with their machines.',
        '[StarRating](?path=/docs/ui-starrating--docs) and [Badge](?path=/docs/ui-badge--docs): the footer’s rating and the corner badges.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

const heightIsKnown = async (canvasElement: HTMLElement, height: number) => {
  await waitForImages(canvasElement);
  const card = canvasElement.querySelector('[data-testid="pin-card"]') as HTMLElement;
  await expect(card.getBoundingClientRect().height).toBe(height);
};

/** A video pin plays inline (ui VideoPlayer): poster, its length (V_720P duration), play control. */
export const Video = meta.story({
  args: { pin: videoPin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'video');
    await expect(canvas.getByText('0:04')).toBeVisible();
    await expect(canvasElement.querySelector('video')).not.toBeNull();
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** An animated GIF: the GIF badge. */
export const Gif = meta.story({
  args: { pin: gifPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'gif');
    await expect(canvas.getByTestId('badge-gif')).toHaveTextContent(GIF_BADGE_TEXT);
  },
});

/** A story pin of 5 still pages: the page count in the corner. */
export const Story = meta.story({
  args: { pin: storyPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'storyPin');
    await expect(canvas.getByTestId('badge-length')).toHaveTextContent('5');
  },
});

/**
 * An article: the model's derivation makes it an image pin; its rich metadata article gives the
 * footer the article's title and site name.
 */
export const Article = meta.story({
  args: { pin: articlePin },
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvas.getByTestId('pin-card');
    await expect(card).toHaveAttribute('data-pin-type', 'image');
    await expect(card).toHaveAttribute('data-article', 'true');
    await expect(canvas.getByText('Ten ways to bring the garden indoors')).toBeVisible();
    await expect(canvas.getByTestId('pin-article-site')).toHaveTextContent('The Garden Journal');
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A story of three image pages: its first page at that page's aspect ratio, and the count 3. */
export const StoryPages = meta.story({
  args: { pin: storyPagesPin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'storyPin');
    await expect(canvas.getByTestId('badge-length')).toHaveTextContent('3');
    const firstPage = args.pin.storyPinData?.pages?.[0]?.blocks[0]?.images?.['236x']?.url;
    await expect(canvas.getByRole('img')).toHaveAttribute('src', firstPage);
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A deleted story: hovering shows only Open (Save, Send and the rest are hidden). */
export const DeletedStory = meta.story({
  args: { pin: deletedStoryPin, forceOverlay: true, onSend: fn() },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
});

/** A product: price range badge; footer price with the original struck through. */
export const Product = meta.story({
  args: { pin: productPin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('badge-price')).toHaveTextContent('$24-$38');
    await expect(canvas.getByTestId('pin-price')).toHaveTextContent('$24-$38');
    await expect(canvas.getByTestId('pin-price').querySelector('del')).toHaveTextContent('$52');
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** Out of stock: Sold out. */
export const SoldOut = meta.story({
  args: { pin: soldOutPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-product-label')).toHaveTextContent(messages.soldOut);
  },
});

/** A stale product: See price on site, no price. */
export const StaleProduct = meta.story({
  args: { pin: stalePin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-product-label')).toHaveTextContent(messages.seePriceOnSite);
    await expect(canvas.queryByTestId('pin-price')).toBeNull();
  },
});

/** Promoted, made with AI: "Promoted by {name}" and the AI line, no source text. */
export const Promoted = meta.story({
  args: { pin: promotedPin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('pin-sponsored')).toHaveTextContent(
      messages.promotedBy('Northwind Outdoor'),
    );
    await expect(canvas.getByTestId('pin-ai-copy')).toHaveTextContent(messages.aiMade);
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A paid partnership naming the sponsor. */
export const PaidPartnership = meta.story({
  args: { pin: partnershipPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-sponsored')).toHaveTextContent(
      messages.paidPartnershipWith('Harbor Tea Co.'),
    );
  },
});

/** Cropped to the middle half of its image (the pin's image crop). */
export const Cropped = meta.story({
  args: { pin: croppedPin },
  play: async ({ canvasElement, args }) => {
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A square card: the image 136 px high. */
export const Square = meta.story({
  args: { square: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('img').parentElement?.getBoundingClientRect().height).toBe(
      SQUARE_PIN_IMAGE_HEIGHT,
    );
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236, { square: true }));
  },
});

/** A recipe: the cook time in the corner and its stars with the review count. */
export const Recipe = meta.story({
  args: { pin: recipePin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('pin-card')).toHaveAttribute('data-pin-type', 'recipe');
    await expect(canvas.getByTestId('badge-cook-time')).toHaveTextContent('45 min');
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByTestId('pin-rating')).toHaveTextContent('(128)');
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A carousel: Next moves to the second slot, the position badge follows, the slot is logged. */
export const Carousel = meta.story({
  args: { pin: carouselPin, onCarouselSlotImpression: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onCarouselSlotImpression).toHaveBeenCalledWith(expect.objectContaining({ index: 1 }));
    await expect(canvas.getByText('2/3')).toBeVisible();
  },
});

/**
 * Moves the carousel on with the hover actions showing, then checks that the position badge and the
 * Save corner (Save and, in the inline variant, its board button) do not overlap, and that the
 * badge stays on the image.
 */
async function badgeClearOfSave({
  canvas,
  canvasElement,
  userEvent,
}: {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  userEvent: Pick<typeof userEvents, 'click'>;
}) {
  await waitForImages(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: labels.next }));
  const badge = await canvas.findByTestId('carousel-index');
  await expect(badge).toHaveTextContent(positionText(1, 3));
  const badgeBox = badge.getBoundingClientRect();
  const saveBox = canvas.getByTestId('pin-save').getBoundingClientRect();
  const overlaps =
    badgeBox.left < saveBox.right &&
    saveBox.left < badgeBox.right &&
    badgeBox.top < saveBox.bottom &&
    saveBox.top < badgeBox.bottom;
  await expect(overlaps).toBe(false);
  const mediaBox = canvas.getByRole('region', { name: carouselPin.title }).getBoundingClientRect();
  await expect(badgeBox.top).toBeGreaterThanOrEqual(mediaBox.top);
  await expect(badgeBox.bottom).toBeLessThanOrEqual(mediaBox.bottom);
  await expect(badgeBox.left).toBeGreaterThanOrEqual(mediaBox.left);
  await expect(badgeBox.right).toBeLessThanOrEqual(mediaBox.right);
}

/** A carousel with the hover actions showing: the position badge sits below Save, not under it. */
export const CarouselHovered = meta.story({
  args: { pin: carouselPin, forceOverlay: true },
  play: badgeClearOfSave,
});

/** The same in right-to-left: Save and the badge both move to the left corner, the badge still below Save. */
export const CarouselHoveredRightToLeft = meta.story({
  args: { pin: carouselPin, forceOverlay: true },
  render: (args) => (
    <DirectionProvider direction="rtl">
      <PinCard {...args} />
    </DirectionProvider>
  ),
  play: badgeClearOfSave,
});

/** The inline Save variant makes the Save corner taller (its board button under Save): the badge moves below both. */
export const CarouselHoveredInlineSave = meta.story({
  args: {
    pin: carouselPin,
    forceOverlay: true,
    saveOptions: { optionsType: 'inline', loadBoards: async () => [{ id: board.id, name: board.name }] },
  },
  play: async (context) => {
    await expect(context.canvas.getByRole('button', { name: board.name })).toBeVisible();
    await badgeClearOfSave(context);
  },
});
