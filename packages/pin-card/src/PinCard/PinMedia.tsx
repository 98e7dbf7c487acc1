import { footerPrice, isEligibleForVideo, type Pin, storyBadgeVisible, storyPageCount } from '@tessera/model';
import {
  Badge,
  Carousel,
  type CarouselProps,
  durationText,
  VideoPlayer,
  type VideoSource,
} from '@tessera/ui';
import type { CardLayout } from '../cardLayout.ts';
import { mediaPin, pinAltText, pinImageFor, pinImageSrcSet } from '../pinImage.ts';
import { PinImage } from './PinImage.tsx';
import { useScreenDensity } from './useScreenDensity.ts';

/**
 * §2 corner badge text for an animated GIF. The spec names the badge ("GIF") but the model's labels
 * have no entry for it yet; it is the format's name, the same in every language.
 */
export const GIF_BADGE_TEXT = 'GIF';

/** The length of the pin's video in ms: V_720P, else the HLS variant; undefined when unknown. */
function videoDuration(pin: Pin): number | undefined {
  const list = pin.videos?.videoList;
  return list?.V_720P?.duration ?? list?.V_HLSV4?.duration;
}

/** The playable source of a video pin: the mp4 (V_720P) first, else HLS (V_HLSV4); null without one. */
export function inlineVideo(pin: Pin): VideoSource | null {
  const list = pin.videos?.videoList;
  if (list?.V_720P?.url) return { url: list.V_720P.url, type: 'mp4' };
  if (list?.V_HLSV4?.url) return { url: list.V_HLSV4.url, type: 'hls' };
  return null;
}

/**
 * §2 the inline player (ui VideoPlayer: poster, duration badge, autoplay coordination, HLS). A
 * poster has no srcset: it is the image for the column at the given density, else at the screen's
 * (1 on the server and while hydrating, so the HTML agrees; the screen's right after).
 */
function VideoMedia({
  pin,
  layout,
  source,
  columnWidth,
  devicePixelRatio,
  excludeOriginal,
  autoplay,
}: {
  pin: Pin;
  layout: CardLayout;
  source: VideoSource;
  columnWidth: number;
  devicePixelRatio: number | undefined;
  excludeOriginal: boolean;
  autoplay: boolean;
}) {
  const screenDensity = useScreenDensity();
  const poster = pinImageFor(pin, columnWidth, devicePixelRatio ?? screenDensity, { excludeOriginal });
  const duration = videoDuration(pin);
  return (
    <VideoPlayer
      id={pin.id}
      source={source}
      accessibilityLabel={pinAltText(pin, layout.title) || layout.title}
      aspectRatio={columnWidth / layout.media.height}
      promoted={Boolean(pin.isPromoted)}
      autoplay={autoplay}
      {...(poster ? { poster: poster.image.url } : {})}
      {...(pin.dominantColor ? { dominantColor: pin.dominantColor } : {})}
      {...(duration !== undefined ? { durationMs: duration } : {})}
    />
  );
}

/** The corner badges of §2 by pin type: video or story length, GIF, price. */
function CornerBadges({ pin, layout }: { pin: Pin; layout: CardLayout }) {
  switch (layout.type) {
    case 'video': {
      const duration = videoDuration(pin);
      return duration === undefined ? null : (
        <Badge text={durationText(duration)} icon="play" corner="bottom-end" data-testid="badge-length" />
      );
    }
    case 'gif':
      return <Badge text={GIF_BADGE_TEXT} corner="bottom-end" data-testid="badge-gif" />;
    case 'storyPin': {
      const story = pin.storyPinData;
      if (!storyBadgeVisible(story)) return null;
      const duration = story?.totalVideoDuration ?? 0;
      // A story with video shows its length; a still story its page count (§2 "story length").
      const text = duration > 0 ? durationText(duration) : String(storyPageCount(story));
      return <Badge text={text} icon="play" corner="bottom-end" data-testid="badge-length" />;
    }
    case 'product': {
      const price = footerPrice(pin.richMetadata?.products?.[0]?.offerSummary);
      return price ? (
        <Badge text={price.price} tone="light" corner="bottom-start" data-testid="badge-price" />
      ) : null;
    }
    case 'recipe': {
      // §3 displayCookTime comes formatted by the server.
      const cookTime = pin.richMetadata?.displayCookTime;
      return cookTime ? <Badge text={cookTime} corner="bottom-end" data-testid="badge-cook-time" /> : null;
    }
    default:
      return null;
  }
}

export interface PinMediaProps {
  pin: Pin;
  layout: CardLayout;
  columnWidth: number;
  /**
   * The density of the image's `src` (default 1; its srcset offers 1x-3x) and of a video's poster
   * (default: the screen's, after hydration; see useScreenDensity).
   */
  devicePixelRatio?: number | undefined;
  loading: 'lazy' | 'eager';
  /** Id for the image when it is what names the card. */
  imageId?: string | undefined;
  /** Bots get no original image (§6): the largest size is never `orig`. */
  excludeOriginal: boolean;
  onImageLoad?: (() => void) | undefined;
  onImageError?: (() => void) | undefined;
  /** A carousel slot shown (§7 event 7352). */
  onSlotImpression?: CarouselProps['onSlotImpression'];
  /** A carousel swipe (§4: event 108, or 9315/9316). */
  onSwipe?: CarouselProps['onSwipe'];
  /** Muted autoplay of an inline video while half of it is on screen (§4 video autoplay). */
  autoplayVideo?: boolean;
  /** A carousel's position badge goes here instead of its corner (below Save while the hover actions show). */
  positionBadgeContainer?: HTMLElement | null;
}

/**
 * The card's media: the image at the size for the column (§3) over the dominant colour, cropped to
 * the §5 band when imageCrop applies, 136 high when square (§9), with the corner badges of its type.
 */
export function PinMedia({
  pin,
  layout,
  columnWidth,
  devicePixelRatio: givenDensity,
  loading,
  imageId,
  excludeOriginal,
  onImageLoad,
  onImageError,
  onSlotImpression,
  onSwipe,
  autoplayVideo = false,
  positionBadgeContainer = null,
}: PinMediaProps) {
  const video = inlineVideo(pin);
  if (layout.type === 'video' && video && isEligibleForVideo(pin)) {
    return (
      <VideoMedia
        pin={pin}
        layout={layout}
        source={video}
        columnWidth={columnWidth}
        devicePixelRatio={givenDensity}
        excludeOriginal={excludeOriginal}
        autoplay={autoplayVideo}
      />
    );
  }
  const devicePixelRatio = givenDensity ?? 1;
  const slots = pin.carouselData?.slots ?? [];
  if (slots.length > 1) {
    // §2 carousel: arrows, dots, swipe and position badge come with the ui Carousel (carousel machine).
    return (
      <Carousel
        accessibilityLabel={layout.title || pinAltText(pin, layout.title)}
        initialIndex={pin.carouselData?.index ?? 0}
        {...(onSlotImpression ? { onSlotImpression } : {})}
        {...(onSwipe ? { onSwipe } : {})}
        positionBadgeContainer={positionBadgeContainer}
        slots={slots.map((slot) => {
          const image = pinImageFor(
            { ...pin, images: slot.images ?? pin.images },
            columnWidth,
            devicePixelRatio,
            {
              excludeOriginal,
            },
          );
          return {
            id: slot.slotId,
            content: image ? (
              <PinImage
                src={image.image.url}
                srcSet={pinImageSrcSet({ ...pin, images: slot.images ?? pin.images }, columnWidth, {
                  excludeOriginal,
                })}
                alt={slot.title ?? pinAltText(pin, layout.title)}
                width={columnWidth}
                height={layout.media.height}
                loading={loading}
                onLoad={onImageLoad}
                onError={onImageError}
              />
            ) : null,
          };
        })}
      />
    );
  }
  // A story shows its first page (mediaPin); every other pin its own image.
  const choice = pinImageFor(mediaPin(pin, layout.type), columnWidth, devicePixelRatio, {
    square: layout.media.square,
    excludeOriginal,
  });
  return (
    <>
      {choice ? (
        <PinImage
          src={choice.image.url}
          srcSet={pinImageSrcSet(mediaPin(pin, layout.type), columnWidth, {
            square: layout.media.square,
            excludeOriginal,
          })}
          alt={pinAltText(pin, layout.title)}
          width={columnWidth}
          height={layout.media.imageHeight}
          offsetY={layout.media.offsetY}
          loading={loading}
          onLoad={onImageLoad}
          onError={onImageError}
          {...(imageId ? { id: imageId } : {})}
        />
      ) : null}
      <CornerBadges pin={pin} layout={layout} />
    </>
  );
}
