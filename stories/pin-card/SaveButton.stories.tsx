import { labels, messages } from '@tessera/model';
import { type OnSave, type OnUnsave, SaveButton } from '@tessera/pin-card';
import { ToasterProvider } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { board, pin, repinResult, savedPin, waitForToast } from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

const meta = preview.meta({
  title: 'Pin card/SaveButton',
  component: SaveButton,
  decorators: [
    (Story) => (
      <StoryEntityStore>
        <ToasterProvider>{Story()}</ToasterProvider>
      </StoryEntityStore>
    ),
  ],
  args: {
    pin,
    saveTarget: board,
    onSave: fn<OnSave>(async ({ pin: saved, board: target }) => repinResult(saved, target)),
    onUnsave: fn<OnUnsave>(async () => undefined),
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

/** Saved (the pin has savedInfo): the black Saved. */
export const Saved = meta.story({
  args: { pin: savedPin },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: labels.saved })).toHaveAttribute(
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

/** To the profile (no save target): "Saved to Profile". */
export const SaveToProfile = meta.story({
  args: { saveTarget: null },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board: null });
    await waitForToast(canvasElement.ownerDocument, messages.savedToProfile);
    await expect(canvas.getByRole('button', { name: labels.saved })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** Unsave fails: the §8 delete error, and the button stays Saved. */
export const UnsaveFails = meta.story({
  args: { pin: savedPin, onUnsave: fn<OnUnsave>(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.saved }));
    await waitForToast(canvasElement.ownerDocument, 'Sorry! There was an error deleting your Pin.');
    await expect(canvas.getByRole('button', { name: labels.saved })).toBeVisible();
  },
  tags: ['no-screenshot'],
});
