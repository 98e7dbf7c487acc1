import { saveButtonMachine, saveFlowMachine } from '@tessera/machines';
import { labels, messages, SAVED_OVERLAY_NAME_MAX } from '@tessera/model';
import {
  BOARD_PICKER_TEXT,
  type BoardOption,
  BoardPicker,
  type OnSave,
  type OnUnsave,
  PinCard,
} from '@tessera/pin-card';
import { lightTheme, QUICK_SAVE_TOAST_DELAY_MS, SAVE_TOAST_MS, SAVED_CONFIRMATION_MS } from '@tessera/tokens';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';
import { cardActions, cardArgTypes, cardDecorators } from './cardStory.tsx';
import { board, pin, repinResult, savedPin, waitForImages, waitForToast, world } from './fixtures.ts';

const boards: BoardOption[] = world.boards.slice(0, 4).map((b, index) => ({
  id: b.id,
  name: b.name,
  ...(index === 0 ? { sections: [{ id: `${b.id}-s1`, title: 'Favourites' }] } : {}),
}));
const firstBoard = boards[0] as BoardOption;

/** Saving from a card: the save flow, the Save button's variants, the board picker, the saved overlay. */
const meta = preview.meta({
  title: 'Pin card/Save',
  component: PinCard,
  decorators: cardDecorators,
  args: {
    ...cardActions,
    pin,
    imageLoading: 'eager' as const,
    devicePixelRatio: 1,
    onSave: fn<OnSave>(async ({ pin: saved, board: target }) => ({
      ...repinResult(saved, target),
      ...(target?.section ? { section: { ...target.section, slug: target.section.id } } : {}),
    })),
    onUnsave: fn<OnUnsave>(async () => undefined),
  },
  argTypes: cardArgTypes,
  parameters: {
    docs: {
      description: {
        component: `How a person saves a pin from a card, end to end: ${labels.save} on the card, the board picker when the viewer chooses where pins go, the toast that says where the pin landed with ${labels.change} or ${labels.organize}, and “Saved to {board}” on the card afterwards. The board picker is a dialog named ${labels.save}: the viewer's boards with their sections under each, a search over both, and a field to create a new board.`,
      },
    },
    guidelines: {
      whenToUse: `This is the pin card's own ${labels.save}; a surface chooses how it behaves. With the viewer's boards given and the save behaviour “show board picker”, ${labels.save} opens the board picker; otherwise it saves at once to the surface's board, or to the profile. The **inline** variant adds a board button under ${labels.save} that picks the destination first. For a Save outside a card use [SaveButton](?path=/docs/pin-card-savebutton--docs).`,
      states: [
        `**${labels.save}** (red), then **saving** (busy), then **${labels.saved}** (black, with a check mark while the pin was saved during this visit).`,
        `**Board picker open**: “${BOARD_PICKER_TEXT.loading}” while the boards load, then the list; “${BOARD_PICKER_TEXT.noMatch}” when a search finds nothing; “${BOARD_PICKER_TEXT.loadFailed}” if they cannot be loaded. Picking a board or a section saves there and closes the picker.`,
        `**Creating a board**: “${BOARD_PICKER_TEXT.create}” is busy while the board is made, then the pin is saved to it. If it fails: “${BOARD_PICKER_TEXT.createFailed}”, and the typed name stays.`,
        `**Toast** for ${SAVE_TOAST_MS / 1000} s: “${messages.savedToBoard('{board}')}”, “${messages.savedToSection('{section}', '{board}')}”, or “${messages.savedToProfile}” with ${labels.change}; new users get ${labels.organize} after a board save. In the quick-save variant the toast comes ${QUICK_SAVE_TOAST_DELAY_MS / 1000} s after the save.`,
        `**At rest, saved**: “Saved to {board}” over the image (names cut to ${SAVED_OVERLAY_NAME_MAX} characters); hovering shows ${labels.saved} instead. Pressing ${labels.saved} removes the save, with “${messages.pinDeleted}”.`,
        'The charts at the end of this page list the states of the save-flow machine and of the Save button’s variant machine.',
      ],
      do: [
        'Offer the board picker to viewers who sort their pins; save straight to the surface’s board where the board is obvious (a board page).',
        'Keep sections visibly under their board in the picker, so a section never reads as a board of its own.',
        `Let ${labels.change} and ${labels.organize} lead to editing the saved pin, so a save to the wrong board is one step from being fixed.`,
      ],
      dont: [
        'Don’t ask for a board on every save when the surface already knows it.',
        'Don’t close the picker when a board cannot be created: say so and keep the name for a retry.',
        'Don’t add a second toast of your own: the flow already says where the pin went, or what failed.',
      ],
      accessibility: [
        `The picker is a dialog named ${labels.save}: focus moves into it, Tab stays inside, Escape closes it and focus returns to ${labels.save}.`,
        `Each board and section is a button named by its name, in one list labelled “${BOARD_PICKER_TEXT.searchLabel}”; the search field and “${BOARD_PICKER_TEXT.createLabel}” have visible labels.`,
        'A failed board creation is announced at once (an alert); the save toasts are read out politely (a status region), and their buttons can be reached with the keyboard.',
        `The inline variant’s board button says it opens a dialog, and is named by the board it will save to (or “${BOARD_PICKER_TEXT.profile}”).`,
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card this Save belongs to.',
        '[The save-flow machine](?path=/story/machines-charts--save-flow): saving, the quick-save toast and deleting, drawn.',
        '[SaveButton](?path=/docs/pin-card-savebutton--docs): one-press Save, no picker.',
        '[Modal](?path=/docs/ui-modal--docs): the dialog the picker is built on (a sheet on a phone).',
        '[Toast](?path=/docs/ui-toast--docs): the message after a save.',
      ],
      propsOf: BoardPicker,
    } satisfies Guidelines,
  },
});

/** The save behaviour “show board picker”: Save opens the board picker; picking a section saves there. */
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

/** The board picker open: boards, sections, search and create. The names line up at the start, each board's sections one step in under it. */
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
    // The names line up at the start, not centred: every board's name starts at one edge, and a
    // board's section names one indent step (space 4) further in, so they read as inside it.
    const nameStart = (name: string) => {
      const range = document.createRange();
      range.selectNodeContents(within(dialog).getByRole('button', { name }));
      return range.getBoundingClientRect().left;
    };
    const boardStarts = boards.map((b) => nameStart(b.name));
    for (const start of boardStarts) await expect(start).toBeCloseTo(boardStarts[0] ?? Number.NaN, 0);
    const section = firstBoard.sections?.[0];
    await expect(section).toBeDefined();
    await expect(nameStart(section?.title ?? '') - (boardStarts[0] ?? 0)).toBeCloseTo(lightTheme.space[4], 0);
    // The dialog and every ancestor fully faded in, so the a11y check sees its final colours.
    await waitFor(() => {
      for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
        expect(getComputedStyle(element).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      }
    });
  },
});

/** A pin saved to a board, not hovered: "Saved to {board}" over the image (names cut to 22 characters). */
export const SavedOverlay = meta.story({
  args: { pin: savedPin, saveTarget: board },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('saved-overlay')).toHaveTextContent('Saved to');
  },
});

/** The inline variant: a board button under Save picks where it goes. */
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

/** A profile save: "Saved to Profile" with Change, which asks the app to edit the saved pin. */
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

/** One-tap surfaces use SaveButton: Save → “Saved!” in one press, then the board's name; and back. */
export const OneTap = meta.story({
  args: { oneTap: true, saveTarget: board },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.hover(canvas.getByTestId('pin-card'));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ pin: args.pin, board });
    await expect(
      await canvas.findByRole('button', { name: messages.saved }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: board.name }, { timeout: 5000 })).toBeVisible();
  },
  tags: ['no-screenshot'],
});

/** The save-flow machine: saving, the toast, the quick-save wait, deleting (the store rolls back). */
export const SaveFlowMachine = meta.story({
  render: () => (
    <MachineChart
      machine={saveFlowMachine}
      spec={`A save shows its toast for ${SAVE_TOAST_MS / 1000} s (after ${QUICK_SAVE_TOAST_DELAY_MS / 1000} s in the quick-save variant); a delete is undone if its call fails.`}
    />
  ),
  tags: ['no-screenshot'],
});

/** The Save button's machine: its variant, chosen once, and the check mark of a pin saved during this visit. */
export const SaveButtonMachine = meta.story({
  render: () => (
    <MachineChart
      machine={saveButtonMachine}
      spec={`The variant (classic, inline, quick-save…) is chosen once; a save made now is “newly” saved and shows a check mark; the one-tap button reads “${messages.saved}” for ${SAVED_CONFIRMATION_MS} ms of it.`}
    />
  ),
  tags: ['no-screenshot'],
});
