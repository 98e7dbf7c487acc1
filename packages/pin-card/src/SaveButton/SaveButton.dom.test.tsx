import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import { labels, messages, type Pin, type RepinResult } from '@tessera/model';
import { SAVE_TOAST_MS, SAVED_CONFIRMATION_MS, TOAST_SHOW_DELAY_MS } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OnSave, type OnUnsave, SaveButton, type SaveButtonProps } from './SaveButton.tsx';

const pin: Pin = {
  id: 'pin-1',
  title: 'Lemon tart',
  images: { '236x': { url: '/media/236x/ab/cd/ef/abcdef.jpg', width: 236, height: 300 } },
};
const board = { id: 'board-1', name: 'Desserts' };

const repinResult = (overrides: Partial<RepinResult> = {}): RepinResult => ({
  id: 'repin-1',
  pinner: { id: 'demo' },
  board: { id: board.id, url: '/demo/desserts/', name: board.name },
  ...overrides,
});

/** A promise whose settlement the test controls. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders `buttons` one-tap buttons of the pin under the theme, a toaster and one entity store. */
function renderInStore(props: Partial<SaveButtonProps> = {}, buttons = 1) {
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={createEntityStore()}>
          {Array.from({ length: buttons }, (_, i) => `button-${i}`).map((key) => (
            <SaveButton key={key} pin={pin} saveTarget={board} {...props} />
          ))}
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
}

function renderSaveButton(props: Partial<SaveButtonProps> = {}) {
  const user = userEvent.setup();
  renderInStore(props);
  // The one-tap button's name is its text: Save, Saved!, then the board's name or Saved to Profile.
  return { user, button: () => screen.getByTestId('save-button') };
}

/** Renders the button on fake timers (setTimeout, Date): the clock of the "Saved!" confirmation. */
function renderOnFakeTimers(props: Partial<SaveButtonProps> = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  renderInStore(props);
  return { button: () => screen.getByTestId('save-button') };
}

/** A plain click (react-aria's virtual press): user-event's own delays do not mix with fake timers. */
async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await vi.advanceTimersByTimeAsync(0);
  });
}

const toastRegion = () => screen.getByRole('status');

/** Waits until a toast with this text is shown in the status region. */
async function expectToast(text: string) {
  await waitFor(() => expect(within(toastRegion()).getByText(text)).toBeVisible());
}

beforeAll(() => {
  // jsdom paints nothing: let framer-motion jump to the end of every animation.
  MotionGlobalConfig.skipAnimations = true;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SaveButton', () => {
  it('reads Save (primary) for a pin the viewer has not saved', () => {
    const { button } = renderSaveButton();
    expect(button()).toHaveAccessibleName(labels.save);
    expect(button()).toHaveAttribute('data-variant', 'primary');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('saves to the save target, shows "Saved to {board}" and reads Saved!', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    const { user, button } = renderSaveButton({ onSave });
    await user.click(button());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ pin, board });
    await expectToast(messages.savedToBoard('Desserts'));
    expect(button()).toHaveAttribute('data-variant', 'selected');
    // "Saved!" for the confirmation, then the board's name: the name is always the visible text.
    await waitFor(() => expect(button()).toHaveAccessibleName('Desserts'));
    expect(button()).toHaveTextContent('Desserts');
  });

  it('reads "Saved!" for exactly SAVED_CONFIRMATION_MS (§9 950 ms) after a save, then the board name', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    const { button } = renderOnFakeTimers({ onSave });
    await press(button());
    expect(onSave).toHaveBeenCalledWith({ pin, board });
    expect(button()).toHaveAccessibleName(messages.saved);
    expect(button()).toHaveTextContent(messages.saved);
    expect(messages.saved).toBe('Saved!');
    expect(button()).toHaveAttribute('data-variant', 'selected');
    await act(async () => vi.advanceTimersByTime(SAVED_CONFIRMATION_MS - 1));
    expect(button()).toHaveAccessibleName('Saved!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button()).toHaveAccessibleName('Desserts');
    expect(button()).toHaveTextContent('Desserts');
    expect(SAVED_CONFIRMATION_MS).toBe(950);
  });

  it('a profile save (no save target) reads "Saved!", then "Saved to Profile" after 950 ms', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult({ board: null }));
    const { button } = renderOnFakeTimers({ onSave, saveTarget: null });
    await press(button());
    expect(onSave).toHaveBeenCalledWith({ pin, board: null });
    expect(button()).toHaveAccessibleName('Saved!');
    await act(async () => vi.advanceTimersByTime(949));
    expect(button()).toHaveAccessibleName('Saved!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button()).toHaveAccessibleName(messages.savedToProfile);
    expect(button()).toHaveTextContent('Saved to Profile');
  });

  it('a pin saved before reads its board name, or Saved to Profile, at once (no "Saved!")', () => {
    renderOnFakeTimers({ pin: { ...pin, savedInfo: { boardId: board.id } } });
    expect(screen.getByTestId('save-button')).toHaveAccessibleName('Desserts');
    cleanup();
    renderOnFakeTimers({ pin: { ...pin, savedInfo: {} } });
    expect(screen.getByTestId('save-button')).toHaveAccessibleName('Saved to Profile');
    expect(screen.getByTestId('save-button')).toHaveAttribute('data-variant', 'selected');
  });

  it('reads Saved for a pin saved to a board whose name is not known', () => {
    renderOnFakeTimers({ pin: { ...pin, savedInfo: { boardId: 'board-unknown' } } });
    expect(screen.getByTestId('save-button')).toHaveAccessibleName(labels.saved);
  });

  it('an unsave during the confirmation reads Save, and a new save confirms again', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
    const { button } = renderOnFakeTimers({ onSave, onUnsave });
    await press(button());
    await act(async () => vi.advanceTimersByTime(500));
    expect(button()).toHaveAccessibleName('Saved!');
    await press(button());
    expect(onUnsave).toHaveBeenCalledWith({ pin, boardId: board.id });
    expect(button()).toHaveAccessibleName(labels.save);
    await press(button());
    expect(onSave).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(949));
    expect(button()).toHaveAccessibleName('Saved!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button()).toHaveAccessibleName('Desserts');
  });

  it('saves to the profile without a save target and says "Saved to Profile"', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult({ board: null }));
    const { user, button } = renderSaveButton({ onSave, saveTarget: null });
    await user.click(button());
    expect(onSave).toHaveBeenCalledWith({ pin, board: null });
    await expectToast(messages.savedToProfile);
  });

  it('names the section when the save went to one', async () => {
    const onSave = vi
      .fn<OnSave>()
      .mockResolvedValue(repinResult({ section: { id: 's1', slug: 'tarts', title: 'Tarts' } }));
    const { user, button } = renderSaveButton({ onSave });
    await user.click(button());
    await expectToast(messages.savedToSection('Tarts', 'Desserts'));
  });

  it('is busy while saving: aria-disabled, and a second press does not save again', async () => {
    const call = deferred<RepinResult>();
    const onSave = vi.fn<OnSave>().mockReturnValue(call.promise);
    const { user, button } = renderSaveButton({ onSave });
    await user.click(button());
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleName(labels.save);
    await user.click(button());
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve(repinResult()));
    expect(button()).toHaveAccessibleName(messages.saved);
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('two buttons of one pin show the same pending save, and both settle (issue 27: the store owns it)', async () => {
    const call = deferred<RepinResult>();
    const onSave = vi.fn<OnSave>().mockReturnValue(call.promise);
    const user = userEvent.setup();
    renderInStore({ onSave }, 2);
    const [first, second] = screen.getAllByTestId('save-button');
    await user.click(first as HTMLElement);
    for (const button of [first, second]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleName(labels.save);
    }
    await user.click(second as HTMLElement);
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve(repinResult()));
    for (const button of [first, second]) {
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    }
    expect(second).toHaveAccessibleName(board.name);
  });

  it('on failure shows the §8 save error and reads Save again', async () => {
    const onSave = vi.fn<OnSave>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, button } = renderSaveButton({ onSave });
    await user.click(button());
    await expectToast('Sorry! Something went wrong on our end.');
    expect(button()).toHaveAccessibleName(labels.save);
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('on failure shows the server message when the server sent one', async () => {
    const serverError = Object.assign(new Error('Board is full'), { http_status: 409 });
    const onSave = vi.fn<OnSave>().mockRejectedValue(serverError);
    const { user, button } = renderSaveButton({ onSave });
    await user.click(button());
    await expectToast('Board is full');
    expect(button()).toHaveAccessibleName(labels.save);
  });

  it('fails like a server error when no onSave is given', async () => {
    const { user, button } = renderSaveButton();
    await user.click(button());
    await expectToast(messages.saveError);
    expect(button()).toHaveAccessibleName(labels.save);
  });

  it('reads the board name for a pin already saved, and unsaving it says "Pin deleted!"', async () => {
    const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
    const savedPin: Pin = { ...pin, savedInfo: { boardId: board.id } };
    const { user, button } = renderSaveButton({ pin: savedPin, onUnsave });
    expect(button()).toHaveAccessibleName('Desserts');
    expect(button()).toHaveAttribute('data-variant', 'selected');
    await user.click(button());
    expect(onUnsave).toHaveBeenCalledWith({ pin: savedPin, boardId: board.id });
    await expectToast(messages.pinDeleted);
    expect(button()).toHaveAccessibleName(labels.save);
  });

  it('the "Pin deleted!" toast offers Undo, which saves the pin back to its board (issue 30)', async () => {
    const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    const savedPin: Pin = { ...pin, savedInfo: { boardId: board.id } };
    const { user, button } = renderSaveButton({ pin: savedPin, onUnsave, onSave });
    await user.click(button());
    await expectToast(messages.pinDeleted);
    await user.click(within(toastRegion()).getByRole('button', { name: labels.undo }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].board?.id).toBe(board.id);
    await waitFor(() => expect(button()).toHaveAccessibleName('Desserts'));
  });

  it('unsaves a profile save without a board id', async () => {
    const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
    const savedPin: Pin = { ...pin, savedInfo: {} };
    const { user, button } = renderSaveButton({ pin: savedPin, onUnsave });
    await user.click(button());
    expect(onUnsave).toHaveBeenCalledWith({ pin: savedPin });
  });

  it('on unsave failure shows the §8 delete error and reads the board name again', async () => {
    const onUnsave = vi.fn<OnUnsave>().mockRejectedValue(new Error('nope'));
    const savedPin: Pin = { ...pin, savedInfo: { boardId: board.id } };
    const { user, button } = renderSaveButton({ pin: savedPin, onUnsave });
    await user.click(button());
    await expectToast('Sorry! There was an error deleting your Pin.');
    expect(button()).toHaveAccessibleName('Desserts');
  });

  it('saves, then unsaves with the board the save returned', async () => {
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
    const { user, button } = renderSaveButton({ onSave, onUnsave });
    await user.click(button());
    await expectToast(messages.savedToBoard('Desserts'));
    await user.click(button());
    expect(onUnsave).toHaveBeenCalledWith({ pin, boardId: board.id });
    await expectToast(messages.pinDeleted);
  });

  it('saves and unsaves with no warning in the console', async () => {
    // The save toast is shown from the save flow's custom action; XState warned there "Custom
    // actions should not call `assign()` directly" on every Save and delete (issue 16).
    const warn = vi.spyOn(console, 'warn');
    try {
      const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
      const onUnsave = vi.fn<OnUnsave>().mockResolvedValue(undefined);
      const { user, button } = renderSaveButton({ onSave, onUnsave });
      await user.click(button());
      await expectToast(messages.savedToBoard('Desserts'));
      await user.click(button());
      await expectToast(messages.pinDeleted);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('keeps the save toast visible for exactly SAVE_TOAST_MS (§9 5000 ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onSave = vi.fn<OnSave>().mockResolvedValue(repinResult());
    render(
      <TesseraThemeProvider>
        <ToasterProvider>
          <SaveButton pin={pin} saveTarget={board} onSave={onSave} />
        </ToasterProvider>
      </TesseraThemeProvider>,
    );
    // A plain click (react-aria's virtual press): user-event's own delays do not mix with fake timers.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: labels.save })));
    const text = messages.savedToBoard('Desserts');
    const shown = () => within(toastRegion()).queryByText(text);
    await act(async () => vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS - 1));
    expect(shown()).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(SAVE_TOAST_MS - 1));
    expect(shown()).toBeInTheDocument();
    // Animations are skipped in this test, so the toast leaves the DOM as soon as it starts hiding.
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).not.toBeInTheDocument();
  });
});
