import { useState } from 'react';
import { Image } from './PinCard.styles.ts';

export interface PinImageProps {
  src: string;
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
