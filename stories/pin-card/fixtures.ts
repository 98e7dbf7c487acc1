/**
 * Deterministic story data: pins and boards from the seeded mock world (seed 1), the same world the
 * MSW handlers of the preview serve, so every /media/ image URL resolves.
 */
import { createWorld } from '@tessera/mocks';
import type { Pin, RepinResult } from '@tessera/model';
import { expect, waitFor, within } from 'storybook/test';

export const world = createWorld({ seed: 1, pinCount: 60 });

function pinAt(index: number): Pin {
  const pin = world.pins[index];
  if (!pin) throw new Error(`The story world has no pin ${index}`);
  return pin;
}

/** An unsaved pin with a title, a pinner and a portrait image. */
export const pin = pinAt(1);

/** A pin with two reaction types (§3 reactionCountsData), 1,234 in all. */
export const reactionsPin: Pin = {
  ...pinAt(2),
  reactionCountsData: [
    { reactionType: 1, reactionCount: 1200 },
    { reactionType: 5, reactionCount: 34 },
  ],
};

export const longTitlePin: Pin = {
  ...pinAt(2),
  gridTitle:
    'Nine sunny old towns to visit in the spring, with the best cafés, markets and walks in each of them, and where to stay',
};

export const noTitlePin: Pin = (() => {
  const {
    title: _title,
    gridTitle: _gridTitle,
    altText: _altText,
    autoAltText: _autoAltText,
    ...rest
  } = pinAt(3);
  return rest;
})();

export const board = (() => {
  const first = world.boards[0];
  if (!first) throw new Error('The story world has no boards');
  return { id: first.id, name: first.name };
})();

/** The pin, already saved by the viewer to `board`. */
export const savedPin: Pin = { ...pinAt(4), savedInfo: { boardId: board.id } };

export const repinResult = (forPin: Pin, toBoard: { id: string; name: string } | null): RepinResult => ({
  id: `repin-${forPin.id}`,
  pinner: { id: world.viewer.id },
  board: toBoard
    ? { id: toBoard.id, url: `/${world.viewer.username}/${toBoard.id}/`, name: toBoard.name }
    : null,
});

/**
 * Waits until every pin image in the canvas has loaded and finished fading in (stable screenshots).
 * The time given is a bound on a busy machine, not a wait: twenty images from the mock backend took
 * more than 5 s under the flake finder's load (issue 26), well inside the story test's own 15 s.
 */
export async function waitForImages(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      for (const image of canvasElement.querySelectorAll('img')) {
        expect(image.complete && image.naturalWidth > 0).toBe(true);
        expect(getComputedStyle(image).opacity).toBe('1');
      }
    },
    { timeout: 12_000 },
  );
}

/**
 * Waits until a toast with this text is fully shown: in the status region, with its enter animation
 * over (every ancestor opaque), so the a11y check after the play function sees its real colours.
 */
export async function waitForToast(document: Document, text: string) {
  await waitFor(() => {
    const region = within(document.body).getByRole('status');
    let element: HTMLElement | null = within(region).getByText(text);
    while (element) {
      expect(getComputedStyle(element).opacity).toBe('1');
      element = element.parentElement;
    }
  });
}

// ---------------------------------------------------------------- pins of every type and state

/** A video pin of the mock world (§3 videos.videoList V_720P + V_HLSV4, a 4 s clip the mocks serve). */
export const videoPin: Pin = pinAt(24);

/** An animated GIF (§3 embed type gif): the GIF badge. */
export const gifPin: Pin = { ...pinAt(6), embed: { src: pinAt(6).images['236x']?.url ?? '', type: 'gif' } };

/** A story (idea) pin of 5 pages without video: the page-count badge. */
export const storyPin: Pin = { ...pinAt(7), storyPinData: { pageCount: 5, totalVideoDuration: 0 } };

/** A story pin whose story was deleted: the overlay keeps only Open (§4). */
/**
 * A story of three image pages (§3 storyPinData.pages): the card shows the first page and the
 * count 3 (the grid card does not page through a story).
 */
export const storyPagesPin: Pin = {
  ...pinAt(8),
  storyPinData: {
    pages: [9, 10, 12].map((index) => ({
      blocks: [{ type: 'image', images: pinAt(index).images }],
    })),
  },
};

export const deletedStoryPin: Pin = { ...pinAt(7), storyPinData: { pageCount: 5, isDeleted: true } };

/** A product (§3 shopping flag 6, offer summary): price range, original struck through. */
export const productPin: Pin = {
  ...pinAt(8),
  shoppingFlags: [6],
  richMetadata: {
    products: [{ offerSummary: { minPrice: '$24', maxPrice: '$38', standardPrice: '$52' } }],
  },
};

/** An out-of-stock product: Sold out (§8). */
export const soldOutPin: Pin = {
  ...productPin,
  isOosProduct: true,
  richMetadata: { products: [{ offerSummary: { price: '$19' } }] },
};

/** A stale product: See price on site (§8), no price. */
export const stalePin: Pin = { ...productPin, isStaleProduct: true, richMetadata: { products: [{}] } };

/** A promoted pin (§5 sponsored text "Promoted by {name}") whose image was made with AI (§8). */
export const promotedPin: Pin = {
  ...pinAt(9),
  isPromoted: true,
  promoter: { id: 'advertiser-1', fullName: 'Northwind Outdoor', isVerifiedMerchant: true },
  digitalMediaSourceType: 11,
};

/** A paid partnership (§5 "Paid partnership with {name}"). */
export const partnershipPin: Pin = {
  ...pinAt(10),
  sponsorship: { status: 1, sponsor: { id: 'sponsor-1', fullName: 'Harbor Tea Co.' } },
};

/** Cropped to the middle half of its image (§5 imageCrop minY 0.25, maxY 0.75). */
export const croppedPin: Pin = { ...pinAt(11), imageCrop: { minY: 0.25, maxY: 0.75 } };

/** A pin with a description in HTML (one script and one handler that must never run) and annotations. */
export const describedPin: Pin = {
  ...pinAt(12),
  descriptionHtml:
    '<p>Slow-roasted <strong>tomatoes</strong> with <em>basil</em>. Full method on <a href="https://example.com/tomatoes">the blog</a>.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  annotations: [
    { name: 'Tomatoes', url: '/ideas/tomatoes/1/' },
    { name: 'Summer recipes', url: '/ideas/summer-recipes/2/' },
    { name: 'Basil', url: '/ideas/basil/3/' },
    { name: 'Roasting', url: '/ideas/roasting/4/' },
  ],
};

/** An article (§3 richMetadata.article) with no grid title: the article title and its site name. */
export const articlePin: Pin = {
  ...pinAt(3),
  gridTitle: '',
  title: '',
  reactionCountsData: [],
  richMetadata: {
    title: 'Ten ways to bring the garden indoors',
    siteName: 'The Garden Journal',
    article: { name: 'Ten ways to bring the garden indoors' },
  },
};

/** A recipe (§3 richMetadata.recipe): cook time badge, 4.5 of 5 stars from 128 reviews. */
export const recipePin: Pin = {
  ...pinAt(13),
  richMetadata: {
    recipe: { name: 'Roast tomato soup' },
    displayCookTime: '45 min',
    aggregateRating: { ratingValue: 4.5, bestRating: 5, reviewCount: 128 },
  },
};

/** A carousel of three slots (§3 carouselData), each with its own image. */
export const carouselPin: Pin = {
  ...pinAt(14),
  carouselData: {
    index: 0,
    slots: [14, 15, 16].map((index) => ({
      slotId: `slot-${index}`,
      title: pinAt(index).title ?? `Slot ${index}`,
      images: pinAt(index).images,
    })),
  },
};
