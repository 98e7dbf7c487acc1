/**
 * What the interaction-state stories (stories/ui/InteractionStates, stories/pin-card/HoverStates)
 * check a control's drawn state with: the tokens of the theme the story is drawn in, and a token
 * colour as the browser computes it, to compare with a computed style.
 */
import { darkTheme, lightTheme } from '@tessera/tokens';
import type { Globals } from 'storybook/internal/types';
import { expect, waitFor } from 'storybook/test';

/** The tokens of the theme the story is drawn in (the toolbar's, or the screenshot test's). */
export const themeOf = (globals: Globals) => (globals.theme === 'dark' ? darkTheme : lightTheme);

/**
 * A colour as the browser computes it (`rgb(…)`), to compare a token with a computed style. It adds
 * and removes a probe element: call it outside `waitFor`, whose DOM observer would otherwise run the
 * check again on every probe, forever, instead of timing out.
 */
export function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** The keyboard focus ring (Button.styles' focusRing): a gap in the page colour, then the ring colour. */
export async function expectFocusRing(element: HTMLElement, globals: Globals) {
  const shadow = getComputedStyle(element).boxShadow;
  await expect(shadow).toContain(computedColour(themeOf(globals).color.focusRing));
  await expect(shadow).toContain(computedColour(themeOf(globals).color.background));
}

/** The control's fill, once its colour transition (if any) has settled, is `colour`. */
export async function expectFill(element: HTMLElement, colour: string) {
  const expected = computedColour(colour);
  await waitFor(() => expect(getComputedStyle(element).backgroundColor).toBe(expected));
}
