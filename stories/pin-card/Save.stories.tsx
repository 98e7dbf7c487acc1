import { labels, messages } from '@tessera/model';
import { type BoardOption, type OnSave, type OnUnsave, PinCard } from '@tessera/pin-card';
import { ToasterProvider } from '@tessera/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { board, pin, repinResult, savedPin, waitForImages, waitForToast, world } from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

const boards: BoardOption[] = world.boards.slice(0, 4).map((b, index) => ({
  id: b.id,
  name: b.name,
  ...(index === 0 ? { sections: [{ id: `${b.id}-s1`, title: 'Favourites' }] } : {}),
}));
const firstBoard = boards[0] as BoardOption;

/** Saving from a card (§4 save flow, save button variants, board picker, saved overlay). */
const meta = preview.meta({
  title: 'Pin card/Save',
  component: PinCard,
  decorators: [
    (Story) => (
      <StoryEntityStore>
        <ToasterProvider>{Story()}</ToasterProvider>
      </StoryEntityStore>
    ),
  ],
  args: {
    pin,
    imageLoading: 'eager' as const,
    devicePixelRatio: 1,
    onSave: fn<OnSave>(async ({ pin: saved, board: target }) => ({
      ...repinResult(saved, target),
      ...(target?.section ? { section: { ...target.section, slug: target.section.id } } : {}),
    })),
    onUnsave: fn<OnUnsave>(async () => undefined),
  },
});

/** save_behavior 1 (§6): Save opens the board picker; picking a section saves there. */
export const BoardPickerSavesToSection = meta.story({
  args: { saveOptions: { saveBehaviour: 'showBoardPicker', loadBoards: async () => boards } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: labels.save });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Favourites' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      pin: args.pin,
      board: {
        id: firstBoard.id,
        name: firstBoard.name,
        section: { id: `${firstBoard.id}-s1`, title: 'Favourites' },
      },
    });
    await waitForToast(canvasElement.ownerDocument, messages.savedToSection('Favourites', firstBoard.name));
  },
  tags: ['no-screenshot'],
});

/** The board picker open: boards, sections, search and create. */
export const BoardPickerOpen = meta.story({
  args: {
    saveOptions: {
      saveBehaviour: 'showBoardPicker',
      loadBoards: async () => boards,
      onCreateBoard: async ({ name }) => ({ id: 'new-board', name }),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await within(dialog).findByRole('button', { name: firstBoard.name });
    // The dialog and every ancestor fully faded in, so the a11y check sees its final colours.
    await waitFor(() => {
      for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
        expect(getComputedStyle(element).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      }
    });
  },
});

/** A pin saved to a board, not hovered: "Saved to {board}" over the image (§2, names cut to 22). */
export const SavedOverlay = meta.story({
  args: { pin: savedPin, saveTarget: board },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('saved-overlay')).toHaveTextContent('Saved to');
  },
});

/** The inline variant (§4): a board dropdown beside Save. */
export const InlineVariant = meta.story({
  args: {
    forceOverlay: true,
    saveTarget: board,
    saveOptions: { optionsType: 'inline', loadBoards: async () => boards },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('pin-save')).toHaveAttribute('data-variant', 'inline');
    await expect(canvas.getByRole('button', { name: board.name })).toBeVisible();
  },
});

/** A profile save: "Saved to Profile" with Change (§4), which asks the app to edit the saved pin. */
export const ProfileSaveChange = meta.story({
  args: { saveOptions: { onEditSave: fn() } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitForToast(canvasElement.ownerDocument, messages.savedToProfile);
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: labels.change }),
    );
    await expect(args.saveOptions?.onEditSave).toHaveBeenCalledWith(
      expect.objectContaining({ pin: args.pin, action: 'change' }),
    );
  },
  tags: ['no-screenshot'],
});

/** One-tap surfaces (§4) keep the one-tap machine: Save → Saved, and back. */
export const OneTap = meta.story({
  args: { oneTap: true, saveTarget: board },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board });
    await expect(await canvas.findByRole('button', { name: labels.saved }, { timeout: 5000 })).toBeVisible();
  },
  tags: ['no-screenshot'],
});
