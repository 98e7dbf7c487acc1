import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import { labels, messages, type Pin, type RepinResult } from '@tessera/model';
import { QUICK_SAVE_TOAST_DELAY_MS } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOARD_PICKER_TEXT, type BoardOption } from '../BoardPicker/BoardPicker.tsx';
import { PinSave, type PinSaveProps } from './PinSave.tsx';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const pin: Pin = {
  id: 'p1',
  title: 'Lemon tart',
  images: { '236x': { url: '/236.jpg', width: 236, height: 300 } },
};

const boards: BoardOption[] = [
  { id: 'b1', name: 'Desserts', sections: [{ id: 's1', title: 'Tarts' }] },
  { id: 'b2', name: 'Weeknight dinners' },
];

const result = (
  board: { id: string; name: string } | null,
  section?: { id: string; title: string },
): RepinResult => ({
  id: 'repin-1',
  pinner: { id: 'me' },
  board: board ? { ...board, url: `/me/${board.id}/` } : null,
  ...(section ? { section: { ...section, slug: section.id } } : {}),
});

function renderSave(props: Partial<PinSaveProps> = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn<NonNullable<PinSaveProps['onSave']>>(async ({ board }) =>
    result(board ? { id: board.id, name: board.name } : null, board?.section),
  );
  render(
    <TesseraThemeProvider>
      <ToasterProvider placement="inline">
        <EntityStoreProvider store={createEntityStore()}>
          <PinSave pin={pin} onSave={onSave} onUnsave={vi.fn(async () => undefined)} {...props} />
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  return { user, onSave };
}

describe('PinSave', () => {
  it('save behaviour "show board picker": Save opens the picker, a section pick saves there', async () => {
    const { user, onSave } = renderSave({ saveBehaviour: 'showBoardPicker', loadBoards: async () => boards });
    await user.click(screen.getByRole('button', { name: labels.save }));
    const dialog = await screen.findByRole('dialog', { name: labels.save });
    await user.click(await within(dialog).findByRole('button', { name: 'Tarts' }));
    expect(onSave).toHaveBeenCalledWith({
      pin,
      board: { id: 'b1', name: 'Desserts', section: { id: 's1', title: 'Tarts' } },
    });
    expect(await screen.findByText(messages.savedToSection('Tarts', 'Desserts'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.saved })).toBeInTheDocument();
    expect(screen.getByTestId('pin-save')).toHaveAttribute('data-newly-saved', 'true');
  });

  it('search narrows the boards and sections', async () => {
    const { user } = renderSave({ saveBehaviour: 'showBoardPicker', loadBoards: async () => boards });
    await user.click(screen.getByRole('button', { name: labels.save }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Desserts' });
    await user.type(within(dialog).getByRole('searchbox', { name: BOARD_PICKER_TEXT.searchLabel }), 'week');
    expect(within(dialog).queryByRole('button', { name: 'Desserts' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Weeknight dinners' })).toBeInTheDocument();
  });

  it('creates a board by name and saves to it', async () => {
    const onCreateBoard = vi.fn(async ({ name }: { name: string }) => ({ id: 'b9', name }));
    const { user, onSave } = renderSave({
      saveBehaviour: 'showBoardPicker',
      loadBoards: async () => boards,
      onCreateBoard,
    });
    await user.click(screen.getByRole('button', { name: labels.save }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: BOARD_PICKER_TEXT.createLabel }), 'Picnics');
    await user.click(within(dialog).getByRole('button', { name: BOARD_PICKER_TEXT.create }));
    expect(onCreateBoard).toHaveBeenCalledWith({ name: 'Picnics', return_existing: true });
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ pin, board: { id: 'b9', name: 'Picnics' } }));
    expect(await screen.findByText(messages.savedToBoard('Picnics'))).toBeInTheDocument();
  });

  it('a failed board create says so, keeps the typed name and saves nothing; a retry can succeed', async () => {
    const onCreateBoard = vi
      .fn<(args: { name: string }) => Promise<{ id: string; name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(async ({ name }) => ({ id: 'b9', name }));
    const { user, onSave } = renderSave({
      saveBehaviour: 'showBoardPicker',
      loadBoards: async () => boards,
      onCreateBoard,
    });
    await user.click(screen.getByRole('button', { name: labels.save }));
    const dialog = await screen.findByRole('dialog');
    const nameField = within(dialog).getByRole('textbox', { name: BOARD_PICKER_TEXT.createLabel });
    await user.type(nameField, 'Picnics');
    await user.click(within(dialog).getByRole('button', { name: BOARD_PICKER_TEXT.create }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BOARD_PICKER_TEXT.createFailed);
    expect(nameField).toHaveValue('Picnics');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: BOARD_PICKER_TEXT.create }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ pin, board: { id: 'b9', name: 'Picnics' } }));
  });

  it('a profile save shows Change on the toast, which asks to edit the saved pin', async () => {
    const onEditSave = vi.fn();
    const { user } = renderSave({ onEditSave });
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText(messages.savedToProfile)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.change }));
    expect(onEditSave).toHaveBeenCalledWith(expect.objectContaining({ pin, action: 'change' }));
  });

  it('a new user gets Organize after a board save', async () => {
    const onEditSave = vi.fn();
    const { user } = renderSave({
      onEditSave,
      isNewUser: true,
      saveTarget: { id: 'b2', name: 'Weeknight dinners' },
    });
    await user.click(screen.getByRole('button', { name: labels.save }));
    await user.click(await screen.findByRole('button', { name: labels.organize }));
    expect(onEditSave).toHaveBeenCalledWith(expect.objectContaining({ action: 'organize' }));
  });

  it('a pin saved before the first render is not marked newly saved; the variant comes from the options type', () => {
    renderSave({ pin: { ...pin, savedInfo: { boardId: 'b1' } }, optionsType: 'promote' });
    expect(screen.getByRole('button', { name: labels.saved })).toBeInTheDocument();
    expect(screen.getByTestId('pin-save')).toHaveAttribute('data-newly-saved', 'false');
    expect(screen.getByTestId('pin-save')).toHaveAttribute('data-variant', 'promote');
  });

  it('the inline variant has a board dropdown that changes where Save goes', async () => {
    const { user, onSave } = renderSave({ optionsType: 'inline', loadBoards: async () => boards });
    await user.click(screen.getByRole('button', { name: BOARD_PICKER_TEXT.profile }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Desserts' }),
    );
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(onSave).toHaveBeenCalledWith({ pin, board: { id: 'b1', name: 'Desserts' } });
  });

  it('quick-save (experiment or save behaviour): the toast waits QUICK_SAVE_TOAST_DELAY_MS (§9 2500)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <TesseraThemeProvider>
          <ToasterProvider placement="inline">
            <PinSave
              pin={pin}
              saveTarget={{ id: 'b2', name: 'Weeknight dinners' }}
              quickSaveExperiment
              onSave={async ({ board }) => result(board ? { id: board.id, name: board.name } : null)}
            />
          </ToasterProvider>
        </TesseraThemeProvider>,
      );
      expect(screen.getByTestId('pin-save')).toHaveAttribute('data-variant', 'quickSave');
      await user.click(screen.getByRole('button', { name: labels.save }));
      await vi.advanceTimersByTimeAsync(QUICK_SAVE_TOAST_DELAY_MS - 200);
      expect(screen.queryByText(messages.savedToBoard('Weeknight dinners'))).toBeNull();
      await vi.advanceTimersByTimeAsync(600);
      expect(screen.getByText(messages.savedToBoard('Weeknight dinners'))).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
