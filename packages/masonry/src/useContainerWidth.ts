import { type RefObject, useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.ts';

/**
 * The content width of the element, measured before the first paint and kept up to date with a
 * ResizeObserver, so the container's own resizes (a side panel opening, not only the window) count.
 * `null` until measured (server rendering).
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      const onResize = () => setWidth(element.getBoundingClientRect().width);
      window.addEventListener('resize', onResize);
      return () => window.removeEventListener('resize', onResize);
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return width;
}
