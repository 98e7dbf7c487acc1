import { saveButtonMachine, saveFlowMachine } from '@tessera/machines';
import { labels, messages } from '@tessera/model';
import { type OnSave, type OnUnsave, SaveButton } from '@tessera/pin-card';
import { SAVE_TOAST_MS, SAVED_CONFIRMATION_MS, TOAST_DEFAULT_MS } from '@tessera/tokens';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';
import { cardDecorators, saveArgs } from './cardStory.tsx';
import { board, pin, savedPin, waitForToast } from './fixtures.ts';

const meta = preview.meta({
  title: 'Pin card/SaveButton',
  component: SaveButton,
  decorators: cardDecorators,
  args: {
    pin,
    saveTarget: board,
    ...saveArgs,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component: `Saves a pin in one press, without asking where: to the board the surface gives it, or else to the viewer's profile. It reads ${labels.save} (red) until the pin is saved. Saved, it is black: “${messages.saved}” for ${SAVED_CONFIRMATION_MS} ms after a save made with it, then the board's name, or “${messages.savedToProfile}”; pressing it then removes the save. It follows the pin's saved state wherever it changes, so a pin saved from another card or page reads its board's name here too.`,
      },
    },
    guidelines: {
      whenToUse: `For a quick save where the destination is already known: a board page, a one-tap surface, a closeup's header. When the viewer should choose a board, use the card's save flow with the [board picker](?path=/docs/pin-card-save--docs) instead. It is the pin card's ${labels.save} on one-tap surfaces.`,
      states: [
        `**Not saved**: ${labels.save}, primary red.`,
        `**Saving**: the call is on its way; the button is busy: striped over its red, with the same label, and a press does nothing.`,
        `**Saved**: black. “${messages.saved}” for ${SAVED_CONFIRMATION_MS} ms after a save made with it, then the board's name (“${messages.savedToProfile}” for a profile save; ${labels.saved} while the board's name is unknown); a pin saved before reads the board's name at once. A toast with the pin's thumbnail says where it went for ${SAVE_TOAST_MS / 1000} s: “${messages.savedToBoard('{board}')}”, “${messages.savedToSection('{section}', '{board}')}”, or “${messages.savedToProfile}” with ${labels.change}.`,
        `**Save failed**: a toast with the server's reason, else “${messages.saveError}”, for ${TOAST_DEFAULT_MS / 1000} s; the button reads ${labels.save} again (or the board's name, if the pin was already saved).`,
        `**Deleting**: pressing the saved button removes the save: the pin leaves its board at once everywhere else, the button stays saved and busy while the call runs, then reads ${labels.save} with “${messages.pinDeleted}”. If the call fails, the save is put back and the toast says “${messages.deleteError}”.`,
        'The charts at the end of this page list every state of the save-flow machine behind it and of the save-button machine that times the confirmation.',
      ],
      do: [
        'Give it the board as `saveTarget` when the surface has one, so the toast can name it.',
        'Let the button tell the state: keep its own label, colour and toast rather than adding your own.',
      ],
      dont: [
        'Don’t relabel it (“Pin it”, “Add”): people know Save, and voice-control users say what they see.',
        'Don’t disable it while a save runs: it is busy on its own, and a disabled button would drop focus.',
        'Don’t show it to a logged-out visitor: the pin card shows the log-in Save to them instead.',
      ],
      accessibility: [
        `A native button: Tab reaches it, Enter and Space press it. Its name is its visible text: ${labels.save}, “${messages.saved}”, the board's name or “${messages.savedToProfile}”.`,
        'While saving or deleting it is announced as unavailable (`aria-disabled`) and keeps its focus.',
        'The toast that follows is read out politely (a status region); its Change button can be reached with the keyboard.',
      ],
      related: [
        '[Button](?path=/docs/ui-button--docs): the button it is built on (primary and selected).',
        '[PinCard](?path=/docs/pin-card-pincard--docs): where it usually sits.',
        '[The save-button machine](?path=/story/machines-charts--save-button) and [the save-flow machine](?path=/story/machines-charts--save-flow): their states, drawn.',
        '[The save flow](?path=/docs/pin-card-save--docs): saving with a board picker, Change and Organize.',
        '[Toast](?path=/docs/ui-toast--docs): the message after a save.',
      ],
    } satisfies Guidelines,
  },
});

/** Not saved: the primary Save. */
export const Save = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.save })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
});

/** Saved before (the pin has savedInfo): black, with the board's name at once (no “Saved!”). */
export const Saved = meta.story({
  args: { pin: savedPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: board.name })).toHaveAttribute(
      'data-variant',
      'selected',
    );
  },
});

/** Saving: the call has not answered; the button is busy and a second press does nothing. */
export const Saving = meta.story({
  args: { onSave: fn<OnSave>(() => new Promise(() => undefined)) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: labels.save });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
});

/** Just saved with it: “Saved!” for SAVED_CONFIRMATION_MS (950 ms), then the board's name. */
export const SavedConfirmation = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board });
    await expect(await canvas.findByRole('button', { name: messages.saved })).toHaveAttribute(
      'data-variant',
      'selected',
    );
    await expect(await canvas.findByRole('button', { name: board.name }, { timeout: 3000 })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** To the profile (no save target): “Saved!”, then "Saved to Profile". */
export const SaveToProfile = meta.story({
  args: { saveTarget: null },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board: null });
    await waitForToast(canvasElement.ownerDocument, messages.savedToProfile);
    await expect(
      await canvas.findByRole('button', { name: messages.savedToProfile }, { timeout: 3000 }),
    ).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** Unsave fails: the delete error toast, and the button stays saved (the board's name). */
export const UnsaveFails = meta.story({
  args: { pin: savedPin, onUnsave: fn<OnUnsave>(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: board.name }));
    await waitForToast(canvasElement.ownerDocument, 'Sorry! There was an error deleting your Pin.');
    await expect(canvas.getByRole('button', { name: board.name })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** The save-flow machine behind the button: every state and transition, read from the machine itself. */
export const SaveFlowMachine = meta.story({
  render: () => (
    <MachineChart
      machine={saveFlowMachine}
      spec={`Save, then a toast for ${SAVE_TOAST_MS / 1000} s; a press on Saved deletes the save, and puts it back if the call fails.`}
    />
  ),
  tags: ['no-screenshot'],
});

/** The save-button machine behind the confirmation: “Saved!” (`newly.confirming`) for 950 ms after a save made here. */
export const SaveButtonMachine = meta.story({
  render: () => (
    <MachineChart
      machine={saveButtonMachine}
      spec={`A save made with the button reads “${messages.saved}” for ${SAVED_CONFIRMATION_MS} ms, then the board's name; a delete made with it ends that.`}
    />
  ),
  tags: ['no-screenshot'],
});
