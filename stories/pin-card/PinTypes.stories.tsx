import { messages } from '@tessera/model';
import { GIF_BADGE_TEXT, getPinCardHeight, type OnSave, type OnUnsave, PinCard } from '@tessera/pin-card';
import { SQUARE_PIN_IMAGE_HEIGHT } from '@tessera/tokens';
import { ToasterProvider } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  articlePin,
  board,
  carouselPin,
  croppedPin,
  deletedStoryPin,
  gifPin,
  partnershipPin,
  pin,
  productPin,
  promotedPin,
  recipePin,
  repinResult,
  soldOutPin,
  stalePin,
  storyPagesPin,
  storyPin,
  videoPin,
  waitForImages,
} from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

/** Every pin type (§4 derivation order) and the footer states of §5 and §8, for a logged-in viewer. */
const meta = preview.meta({
  title: 'Pin card/Pin types',
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

/** A deleted story: hovering shows only Open (§4 hides the primary and secondary content). */
export const DeletedStory = meta.story({
  args: { pin: deletedStoryPin, forceOverlay: true, onSend: fn() },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
});

/** A product: price range badge; footer price with the original struck through (§5). */
export const Product = meta.story({
  args: { pin: productPin },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('badge-price')).toHaveTextContent('$24-$38');
    await expect(canvas.getByTestId('pin-price')).toHaveTextContent('$24-$38');
    await expect(canvas.getByTestId('pin-price').querySelector('del')).toHaveTextContent('$52');
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** Out of stock: Sold out (§8). */
export const SoldOut = meta.story({
  args: { pin: soldOutPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-product-label')).toHaveTextContent(messages.soldOut);
  },
});

/** A stale product: See price on site (§8), no price. */
export const StaleProduct = meta.story({
  args: { pin: stalePin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-product-label')).toHaveTextContent(messages.seePriceOnSite);
    await expect(canvas.queryByTestId('pin-price')).toBeNull();
  },
});

/** Promoted, made with AI: "Promoted by {name}" (§5) and the AI copy (§8), no source text. */
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

/** A paid partnership naming the sponsor (§5). */
export const PaidPartnership = meta.story({
  args: { pin: partnershipPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pin-sponsored')).toHaveTextContent(
      messages.paidPartnershipWith('Harbor Tea Co.'),
    );
  },
});

/** Cropped to the middle half of its image (§5 imageCrop). */
export const Cropped = meta.story({
  args: { pin: croppedPin },
  play: async ({ canvasElement, args }) => {
    await heightIsKnown(canvasElement, getPinCardHeight(args.pin, 236));
  },
});

/** A square card: the image 136 high (§9). */
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

/** A recipe: the cook time in the corner and its stars with the review count (§5 rating). */
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

/** A carousel (§2, §4): Next moves to the second slot, the position badge follows, the slot is logged. */
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
