import { labels, messages } from '@tessera/model';
import { SAVE_TOAST_MS, TOAST_CHECK_DELAY_MS, TOAST_DEFAULT_MS } from '@tessera/tokens';
import { Toast } from '@tessera/ui';
import { expect, fn, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { StaticToast } from './toastStoryParts.tsx';

const meta = preview.meta({
  title: 'UI/Toast',
  component: StaticToast,
  args: { text: messages.pinDeleted, showCheck: false },
  parameters: {
    docs: {
      description: {
        component:
          'A toast: a short message at the bottom of the screen that confirms what just happened (“Saved to Desserts”) or says it did not work, and goes away on its own. These examples hold one toast still so it can be looked at; the Toaster shows and hides them.',
      },
    },
    guidelines: {
      whenToUse:
        'To confirm an action the person just took, or to say it failed, without stopping them: a save, a delete, a hide. Offer at most one action in it (Change, Organize, Undo). When the person must answer before going on, use a Modal; for an error that belongs to a field or a section, show it there.',
      states: [
        'Appearing: slides and fades in.',
        `Visible: stays ${TOAST_DEFAULT_MS} ms (a save toast ${SAVE_TOAST_MS} ms); the save toast’s check animates in after ${TOAST_CHECK_DELAY_MS} ms.`,
        'Paused: while hovered or while keyboard focus is inside it, its time stops, so its action can be reached.',
        'Hiding: slides and fades out, then leaves.',
      ],
      do: [
        'Say what happened in a few words, naming the thing: “Saved to Desserts”.',
        'Use the same toast, without the check, for an error: “Couldn’t save. Please try again.”',
        'Give its action a one-word label that says what it does (Change, Organize).',
      ],
      dont: [
        'Don’t put anything in a toast that a person has to read or answer: it leaves on its own.',
        'Don’t put two actions in one toast.',
        'Don’t show a toast for something the page already shows changing.',
      ],
      accessibility: [
        'Toasts live in a polite status region, so each is announced without moving focus.',
        'Hovering or focusing a toast holds it; its action is a real button reached with Tab.',
        'Pressing the action also dismisses the toast.',
      ],
      related: [
        '[Toaster](?path=/docs/ui-toaster--docs): shows, stacks and times the toasts.',
        '[The toast machine](?path=/story/machines-charts--toast): its states and timings.',
        '[Save flow](?path=/docs/pin-card-save--docs): the save toasts in context.',
      ],
      propsOf: Toast,
    } satisfies Guidelines,
  },
});

export const Visible = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent(messages.pinDeleted);
  },
});

/** The save toast, once its check has appeared (TOAST_CHECK_DELAY_MS after showing). */
export const WithCheck = meta.story({
  args: { text: messages.savedToBoard('Desserts'), showCheck: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('toast-check')).toBeVisible();
  },
});

/** A save to the profile offers Change, to pick a board instead. */
export const WithAction = meta.story({
  args: {
    text: messages.savedToProfile,
    showCheck: true,
    action: { label: labels.change, onPress: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.change }));
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
    // Pressing the action dismisses the toast.
    await waitFor(() => expect(canvas.queryByText(messages.savedToProfile)).not.toBeInTheDocument());
  },
  // The screenshot of the toast with its action is WithActionShown.
  tags: ['no-screenshot'],
});

export const WithActionShown = meta.story({
  args: { text: messages.savedToProfile, showCheck: true, action: { label: labels.change } },
});

/** Errors use the same toast, without a check. */
export const SaveError = meta.story({ args: { text: messages.saveError } });

export const LongText = meta.story({
  args: {
    text: messages.savedToSection('Weeknight dinners for two', 'Recipes to try this winter'),
    showCheck: true,
  },
});

/** The save toast in the dark theme, for the a11y check (the screenshots cover both themes already). */
export const WithCheckDark = meta.story({
  args: { text: messages.savedToBoard('Desserts'), showCheck: true, action: { label: labels.organize } },
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
