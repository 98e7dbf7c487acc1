/**
 * The save-flow examples the Patterns/Save flow page (SaveFlow.mdx) shows that no component story
 * covers: a new user's board save, whose toast offers Organize. Not in the sidebar on their own:
 * the pattern page is where designers read them; the storybook tests still run them.
 */
import { labels, messages } from '@tessera/model';
import { type BoardOption, PinCard } from '@tessera/pin-card';
import { expect, fn, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { cardDecorators, saveArgs } from '../pin-card/cardStory.tsx';
import { pin, waitForImages, waitForToast, world } from '../pin-card/fixtures.ts';

const boards: BoardOption[] = world.boards.slice(0, 3).map((b) => ({ id: b.id, name: b.name }));
const firstBoard = boards[0] as BoardOption;

const meta = preview.meta({
  title: 'Patterns/Examples/Save flow',
  component: PinCard,
  tags: ['!dev', '!autodocs', 'no-screenshot'],
  decorators: cardDecorators,
  args: {
    pin,
    imageLoading: 'eager' as const,
    devicePixelRatio: 1,
    ...saveArgs,
  },
});

/**
 * A new user saves to a board through the board picker: the toast names the board and offers
 * Organize (not Change), which asks the app to edit the saved pin.
 */
export const NewUserOrganize = meta.story({
  args: {
    saveOptions: {
      saveBehaviour: 'showBoardPicker',
      loadBoards: async () => boards,
      isNewUser: true,
      onEditSave: fn(),
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: labels.save });
    await userEvent.click(await within(dialog).findByRole('button', { name: firstBoard.name }));
    await waitForToast(canvasElement.ownerDocument, messages.savedToBoard(firstBoard.name));
    // Left showing for the page (pressing Organize is checked in PinSave.dom.test.tsx).
    const region = within(body.getByRole('status'));
    await expect(region.getByRole('button', { name: labels.organize })).toBeVisible();
    await expect(region.queryByRole('button', { name: labels.change })).toBeNull();
    await expect(args.onSave).toHaveBeenCalledWith({
      pin: args.pin,
      board: { id: firstBoard.id, name: firstBoard.name },
    });
  },
});
