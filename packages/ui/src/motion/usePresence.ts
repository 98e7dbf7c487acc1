import { type RefObject, useLayoutEffect, useState } from 'react';

export interface Presence {
  /** Render the element: it is present, or it is playing its exit animation. */
  rendered: boolean;
  /** It is no longer present and plays its exit animation (style it with `data-exiting`). */
  exiting: boolean;
}

/**
 * Keeps an element in the DOM after `present` turns false until the CSS animations running in it
 * (its exit animation, selected by the `exiting` flag) have finished, so motion stays CSS. Where
 * nothing animates (reduced motion without an exit animation, an environment without the Web
 * Animations API such as jsdom), it leaves at once.
 */
export function usePresence(present: boolean, ref: RefObject<HTMLElement | null>): Presence {
  const [rendered, setRendered] = useState(present);
  if (present && !rendered) setRendered(true);
  const exiting = rendered && !present;

  useLayoutEffect(() => {
    if (!exiting) return;
    // getAnimations() brings the styles up to date first, so the exit animation is among them.
    // Endless animations inside (a spinner) are not waited for.
    const animations = (ref.current?.getAnimations?.({ subtree: true }) ?? []).filter((animation) =>
      Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
    );
    if (animations.length === 0) {
      setRendered(false);
      return;
    }
    let current = true;
    const leave = () => {
      if (current) setRendered(false);
    };
    Promise.all(animations.map((animation) => animation.finished)).then(leave, leave);
    return () => {
      current = false;
    };
  }, [exiting, ref]);

  return { rendered: rendered || present, exiting };
}
