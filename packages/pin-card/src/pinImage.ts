import { type ImageSizeKey, imageSizeForWidth, type Pin, type PinImage, type PinType } from '@tessera/model';

/**
 * Sizes whose aspect ratio is the original's (width-only sizes and orig), largest first: the aspect
 * is read from the largest one present, where rounding matters least.
 */
const ASPECT_SOURCES: readonly ImageSizeKey[] = ['orig', '750x', '736x', '564x', '474x', '236x', '170x'];

/** Order in which to fall back when the wanted size is missing: larger sizes first, then smaller. */
const FALLBACK_ORDER: readonly ImageSizeKey[] = ['170x', '236x', '474x', '564x', '736x', '750x', 'orig'];

function usable(image: PinImage | undefined): image is PinImage {
  return image !== undefined && image.width > 0 && image.height > 0;
}

/** Height of the pin's image at `columnWidth` from its aspect ratio; square when no image says. */
export function pinImageHeight(pin: Pin, columnWidth: number): number {
  for (const size of ASPECT_SOURCES) {
    const image = pin.images[size];
    if (usable(image)) return Math.round((columnWidth * image.height) / image.width);
  }
  return Math.round(columnWidth);
}

export interface PinImageChoice {
  size: ImageSizeKey;
  image: PinImage;
}

export interface PinImageOptions {
  /** A square card (§9 square pin image 136 high): the 136x136 size first, else by width. */
  square?: boolean;
  /** Never the original image (§6: bots get no original image). */
  excludeOriginal?: boolean;
}

/**
 * The image to show at `columnWidth` on a screen of `devicePixelRatio`: the size imageSizeForWidth
 * asks for (§3), else the nearest larger width-only size, else the largest smaller one.
 */
export function pinImageFor(
  pin: Pin,
  columnWidth: number,
  devicePixelRatio = 1,
  { square = false, excludeOriginal = false }: PinImageOptions = {},
): PinImageChoice | null {
  const squareImage = pin.images['136x136'];
  if (square && usable(squareImage) && columnWidth * devicePixelRatio <= squareImage.width) {
    return { size: '136x136', image: squareImage };
  }
  const order = excludeOriginal ? FALLBACK_ORDER.filter((size) => size !== 'orig') : FALLBACK_ORDER;
  const asked = imageSizeForWidth(columnWidth, devicePixelRatio);
  const wanted = excludeOriginal && asked === 'orig' ? '750x' : asked;
  const exact = pin.images[wanted];
  if (usable(exact)) return { size: wanted, image: exact };
  const from = order.indexOf(wanted);
  const larger = order.slice(from + 1);
  const smaller = order.slice(0, Math.max(0, from)).reverse();
  for (const size of [...larger, ...smaller]) {
    const image = pin.images[size];
    if (usable(image)) return { size, image };
  }
  return null;
}

/** The screen densities a card's srcset offers (1x, 2x, 3x). */
const SRCSET_DENSITIES = [1, 2, 3] as const;

/**
 * The `srcset` of a card image: the pinImageFor choice at each density, as `url Nx` (one entry per
 * distinct url), so the browser picks by its own density. Render reads no devicePixelRatio, so the
 * server and the client render the same HTML (issue 16: no hydration mismatch at density 2).
 * Undefined when every density gets the same image.
 */
export function pinImageSrcSet(
  pin: Pin,
  columnWidth: number,
  options: PinImageOptions = {},
): string | undefined {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const density of SRCSET_DENSITIES) {
    const url = pinImageFor(pin, columnWidth, density, options)?.image.url;
    if (url && !seen.has(url)) {
      seen.add(url);
      entries.push(`${url} ${density}x`);
    }
  }
  return entries.length > 1 ? entries.join(', ') : undefined;
}

/** The image's text alternative: altText, else autoAltText, else the grid title, else '' (decorative). */
export function pinAltText(pin: Pin, title: string): string {
  return pin.altText ?? pin.autoAltText ?? title;
}

/**
 * The pin whose images the card's media shows: a story pin (§2 story/idea pin) shows its first page
 * (the first image block of pages[0]) with the page count in the corner badge; the grid card does not
 * page through the story (§2 lists no story paging among the card's parts: that is the closeup's).
 * Any other pin, or a story whose first page has no image, shows the pin's own images.
 */
export function mediaPin(pin: Pin, type: PinType): Pin {
  if (type !== 'storyPin') return pin;
  const images = pin.storyPinData?.pages?.[0]?.blocks.find((block) => block.images)?.images;
  return images ? { ...pin, images } : pin;
}
