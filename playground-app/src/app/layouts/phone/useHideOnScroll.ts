/**
 * Whether the phone's tab bar is out of the way: hidden once the page scrolls down, back as soon as
 * it scrolls up (issue 29), and always there near the top of the page.
 */
import { useEffect, useState } from 'react';

/** Scrolling less than this (px) in one go is a hand at rest, not a direction: our choice. */
export const SCROLL_DIRECTION_THRESHOLD_PX = 8;

export function useHideOnScroll(nearTopPx: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= nearTopPx) {
        setHidden(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < SCROLL_DIRECTION_THRESHOLD_PX) return;
      setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [nearTopPx]);
  return hidden;
}
