import { useState } from 'react';

/**
 * Whether a part that loads on first use (a modal, a menu's list: React.lazy under a Suspense
 * with no fallback) is rendered: not until it is first opened, so the card's first paint neither
 * loads nor renders it, and from then on, so it can play its closing animation and opens again
 * without waiting. Nothing is rendered for it before its first use, on the server either, so the
 * card's HTML and its hydration do not depend on whether the part's code has loaded.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
