'use client';
import { useRouter } from 'react-aria/private/utils/openLink';

/**
 * Opens a path the way a link of the card would: through the app's router when a react-aria
 * RouterProvider is above (PinCardProvider's `navigate`, or the app's own), else as a plain link
 * (a full page load). Modifier keys keep the browser's meaning (a new tab, a download).
 */
export function useCardNavigation() {
  const router = useRouter();
  return (href: string, modifiers: { metaKey?: boolean; ctrlKey?: boolean; shiftKey?: boolean } = {}) => {
    const link = document.createElement('a');
    link.href = href;
    link.hidden = true;
    document.body.append(link);
    try {
      router.open(link, modifiers, href, undefined);
    } finally {
      link.remove();
    }
  };
}
