import type { RefObject } from 'react';
import { useKeyboard } from 'react-aria';

/**
 * The WAI-ARIA feed pattern's keys: PageDown / PageUp move focus to the next / previous article
 * (in DOM order, which is reading order), from the article itself or from anything inside it.
 * Every other key goes on to the focused control.
 */
export function useFeedKeyboard(feedRef: RefObject<HTMLElement | null>) {
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      const step = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0;
      const feed = feedRef.current;
      const current = event.target instanceof Element ? event.target.closest('article') : null;
      if (step === 0 || !feed || !current || !feed.contains(current)) {
        event.continuePropagation();
        return;
      }
      const articles = Array.from(feed.querySelectorAll('article'));
      const next = articles[articles.indexOf(current) + step];
      event.preventDefault();
      next?.focus();
    },
  });
  return keyboardProps;
}
