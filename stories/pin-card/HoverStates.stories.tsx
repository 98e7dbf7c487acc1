/**
 * The pin card under a real pointer and with keyboard focus (issue 17: "hover is where the pin card
 * lives"), reached by each story's play function and left there, so the story view, the docs page
 * (each example framed: only one control of a page can hold focus) and the screenshot test show it
 * without a mouse. Unlike PinCard's HoveredOverlay (forceOverlay), these go through the hover
 * machine itself. Why not storybook-addon-pseudo-states: see stories/ui/InteractionStates.stories.tsx.
 */
import { labels } from '@tessera/model';
import { PIN_CARD_FADE_MS, PinCard } from '@tessera/pin-card';
import { expect, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { expectFill, expectFocusRing, themeOf } from '../interactionChecks.ts';
import { cardArgs, cardArgTypes, cardDecorators } from './cardStory.tsx';
import { savedPin, waitForImages } from './fixtures.ts';

/** The overlay is shown and its fade is over (every layer opaque), so the screenshot is its final look. */
async function overlayShown(canvasElement: HTMLElement) {
  const overlay = canvasElement.querySelector('[data-testid="pin-overlay"]') as HTMLElement;
  await waitFor(() => expect(overlay).toHaveAttribute('data-visible', 'true'));
  await waitFor(
    () =>
      expect(overlay.getAnimations({ subtree: true }).every((a) => a.playState === 'finished')).toBe(true),
    { timeout: PIN_CARD_FADE_MS + 2000 },
  );
  await waitFor(() => expect(getComputedStyle(overlay).opacity).toBe('1'));
}

const meta = preview.meta({
  title: 'Pin card/Hover and focus',
  component: PinCard,
  decorators: cardDecorators,
  argTypes: cardArgTypes,
  args: {
    ...cardArgs,
  },
  parameters: {
    // Only one control of a page can hold focus, and one pointer hover: each example framed.
    framedInDocs: true,
    docs: {
      story: { height: '560px' },
      description: {
        component: `The card as a person with a mouse or a keyboard meets it, each state reached the way they reach it (a real hover, a real Tab), for reviewing without a mouse. Hovering the card shows its controls over a dark wash: ${labels.open}, ${labels.save}, the source website and the options; pointing at ${labels.save} darkens it; the keyboard shows the same controls with a focus ring on the one it is on.`,
      },
    },
    guidelines: {
      whenToUse:
        'Review changes to the card’s overlay or its controls here, in both themes and both directions. For the overlay alone, with no pointer at all, PinCard’s “Hovered overlay” example shows it forced on.',
      states: [
        '**Hovered**: the wash and the controls fade in; they stay a moment after the pointer leaves.',
        `**${labels.save} hovered**: the red one step darker.`,
        `**${labels.save} focused from the keyboard**: the controls shown, and the focus ring around ${labels.save}.`,
        `**Saved, hovered**: ${labels.saved} in black instead of the “Saved to” label.`,
      ],
      do: [
        'Show every hover control to keyboard users too: focus inside the card shows the overlay.',
        'Keep the controls in the corners the card gives them, clear of the badges.',
      ],
      dont: [
        'Don’t put anything only on hover that a touch or keyboard user needs: the card’s actions are also reachable by Tab and on the closeup.',
        'Don’t draw the focus ring on a mouse press.',
      ],
      accessibility: [
        `Tab goes to ${labels.open}, then ${labels.save}, then the other controls; focus inside the card shows the overlay.`,
        'The focus ring keeps a gap in the page colour, so it shows on dark and light images alike.',
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card, its props and its hover machine.',
        '[Hover, focus and press](?path=/docs/ui-hover-focus-and-press--docs): the same states on Button and IconButton.',
        '[Save flow](?path=/docs/patterns-save-flow--docs): what happens after pressing Save.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/** The pointer on the card: the wash, Open, Save, the source website and the options. */
export const Hovered = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await overlayShown(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.save })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.open })).toBeVisible();
  },
});

/** The pointer on Save: the overlay stays, and Save is one step darker. */
export const SaveHovered = meta.story({
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await waitForImages(canvasElement);
    await userEvent.hover(canvas.getByTestId('pin-card'));
    const save = canvas.getByRole('button', { name: labels.save });
    await userEvent.hover(save);
    await overlayShown(canvasElement);
    await expectFill(save, themeOf(globals).color.primaryHover);
  },
});

/** Tab to Open, then to Save: the overlay shows for the keyboard, with the focus ring on Save. */
export const SaveFocusVisible = meta.story({
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await waitForImages(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: labels.open })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: labels.save });
    await expect(save).toHaveFocus();
    await overlayShown(canvasElement);
    await expectFocusRing(save, globals);
  },
});

/** A saved pin under the pointer: Saved in black replaces the "Saved to" label. */
export const SavedHovered = meta.story({
  args: { pin: savedPin },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('saved-overlay')).toBeVisible();
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await overlayShown(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.saved })).toBeVisible();
    await waitFor(() => expect(canvas.queryByTestId('saved-overlay')).toBeNull());
  },
});
