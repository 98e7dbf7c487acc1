import { useState } from 'react';
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
  loading: 'lazy' | 'eager';
  id?: string;
  onLoad?: (() => void) | undefined;
  onError?: (() => void) | undefined;
}

/** The pin's image: transparent until loaded, so the dominant colour behind it shows; then it fades in. */
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
  const loaded = loadedSrc === src;
  return (
    <Image
      id={id}
      src={src}
      {...(srcSet ? { srcSet } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      draggable={false}
      $loaded={loaded}
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
