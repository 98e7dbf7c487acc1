import { useLayoutEffect, useRef, useState } from 'react';
import { Image } from './PinCard.styles.ts';

export interface PinImageProps {
  /** The 1x image (and the image of browsers without srcset). */
  src: string;
  /** The images by density (pinImageSrcSet): the browser picks, render reads no devicePixelRatio. */
  srcSet?: string | undefined;
  alt: string;
  width: number;
  /** The image's full height; the media box may show only a band of it (§5 crop). */
  height: number;
  /** How far the image is moved up in the box: the top of the crop band (0 without crop). */
  offsetY?: number;
  /** `eager`: the page's LCP image (also asked for with `fetchpriority="high"`). */
  loading: 'lazy' | 'eager';
  id?: string;
  onLoad?: (() => void) | undefined;
  onError?: (() => void) | undefined;
}

/**
 * The pin's image: transparent until loaded, so the dominant colour behind it shows; then it fades in.
 * An image the browser already has (it was on the page: a server-rendered first screen, a card
 * drawn again) shows at once, before the first paint, without fading in again.
 */
export function PinImage({
  src,
  srcSet,
  alt,
  width,
  height,
  offsetY = 0,
  loading,
  id,
  onLoad,
  onError,
}: PinImageProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [fade, setFade] = useState(true);
  const ref = useRef<HTMLImageElement>(null);
  const loaded = loadedSrc === src;
  useLayoutEffect(() => {
    const image = ref.current;
    if (!image?.complete || image.naturalWidth === 0) return;
    setFade(false);
    setLoadedSrc(src);
  }, [src]);
  return (
    <Image
      ref={ref}
      id={id}
      src={src}
      {...(srcSet ? { srcSet } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      // An eager image is its page's largest in the first screen (its LCP: the closeup's pin, the
      // first card of a server-painted grid): asked for first, and the one the page preloads.
      {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      draggable={false}
      $loaded={loaded}
      $fade={fade}
      data-loaded={loaded}
      style={{ height, ...(offsetY ? { transform: `translateY(${-offsetY}px)` } : {}) }}
      onLoad={() => {
        setLoadedSrc(src);
        onLoad?.();
      }}
      onError={onError}
    />
  );
}
