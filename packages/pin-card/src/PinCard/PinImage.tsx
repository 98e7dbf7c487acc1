import { useState } from 'react';
import { Image } from './PinCard.styles.ts';

export interface PinImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  loading: 'lazy' | 'eager';
  id?: string;
}

/** The pin's image: transparent until loaded, so the dominant colour behind it shows; then it fades in. */
export function PinImage({ src, alt, width, height, loading, id }: PinImageProps) {
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
      onLoad={() => setLoadedSrc(src)}
    />
  );
}
