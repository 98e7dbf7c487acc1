/**
 * The owner's organise mode (§3 bulk actions bulkMove, bulkCopy, bulkDelete; §7 BulkEditResource
 * and BulkEditSelectAllResource): select pins, then move or copy them to another board or section,
 * or delete them. Each action is an entity intent (bulkMove, bulkDelete: the pins' saves change in
 * the store first and go back on a failure); this hook takes the pins off this grid while it runs,
 * puts them back on a failure, and says so (§4 optimistic, rolled back on error).
 */
import { isResourceRequestError } from '@tessera/api';
import { messages, type Pin } from '@tessera/model';
import { useToaster } from '@tessera/ui';
import { useCallback, useMemo, useState } from 'react';
import { useEntityActions } from '../../app/entityStore.tsx';

/** Where a move or copy goes. */
export interface OrganiseTarget {
  board: { id: string; name: string };
  section?: { id: string; title: string } | null;
}

export type MoveAction = 'bulkMove' | 'bulkCopy';

/** The organise mode's words (the spec has none but §8's delete texts: ours). */
export const ORGANISE_TEXT = {
  moved: (n: number, to: string) => `Moved ${n === 1 ? '1 Pin' : `${n} Pins`} to ${to}`,
  copied: (n: number, to: string) => `Copied ${n === 1 ? '1 Pin' : `${n} Pins`} to ${to}`,
  deleted: (n: number) => (n === 1 ? messages.pinDeleted : `${n} Pins deleted!`),
  moveFailed: (reason: string) => `The Pins could not be moved, so nothing changed: ${reason}`,
  selected: (n: number) => (n === 1 ? '1 Pin selected' : `${n} Pins selected`),
} as const;

const reasonOf = (error: unknown) =>
  isResourceRequestError(error) || error instanceof Error ? error.message : String(error);

function targetName(target: OrganiseTarget): string {
  return target.section ? `${target.section.title} in ${target.board.name}` : target.board.name;
}

/** Where the grid is: the board, and the section on a section page. */
export interface OrganiseScope {
  boardId: string;
  sectionId?: string;
}

export function useOrganise(scope: OrganiseScope) {
  const actions = useEntityActions();
  const toaster = useToaster();
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  /** Every loaded pin is selected by Select all (Delete then takes the whole board or section). */
  const [allSelected, setAllSelected] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [pins, setPins] = useState<readonly Pin[]>([]);
  const [busy, setBusy] = useState(false);

  const shown = useMemo(() => pins.filter((pin) => !removed.has(pin.id)), [pins, removed]);
  const selectedPins = useMemo(() => shown.filter((pin) => selected.has(pin.id)), [shown, selected]);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAllSelected(false);
  }, []);
  const toggle = useCallback((pin: Pin) => {
    setAllSelected(false);
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(pin.id)) next.delete(pin.id);
      else next.add(pin.id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => {
    setSelected(new Set(shown.map((pin) => pin.id)));
    setAllSelected(true);
  }, [shown]);

  const hide = (ids: readonly string[]) => setRemoved((now) => new Set([...now, ...ids]));
  const unhide = (ids: readonly string[]) =>
    setRemoved((now) => new Set([...now].filter((id) => !ids.includes(id))));

  /** Runs one bulk intent: `leaves` pins go off this grid until the server refuses. */
  const run = async (chosen: readonly Pin[], leaves: boolean, intent: () => Promise<unknown>) => {
    const ids = chosen.map((pin) => pin.id);
    setBusy(true);
    if (leaves) hide(ids);
    try {
      await intent();
      clear();
      return true;
    } catch (error) {
      if (leaves) unhide(ids);
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const move = async (action: MoveAction, target: OrganiseTarget): Promise<boolean> => {
    const chosen = selectedPins;
    if (chosen.length === 0) return false;
    // A pin leaves this grid when it goes to another board, or (on a section page) to another
    // section. The mock server keeps one save per pin and viewer, so a copy, too, leaves the save
    // on the target only: the store follows the server and the pin leaves this grid as for a move.
    const leaves =
      target.board.id !== scope.boardId ||
      (scope.sectionId !== undefined && target.section?.id !== scope.sectionId);
    try {
      await run(chosen, leaves, () =>
        actions.bulkMove(chosen, { action, fromBoardId: scope.boardId, to: target }),
      );
      const text = action === 'bulkMove' ? ORGANISE_TEXT.moved : ORGANISE_TEXT.copied;
      toaster.show({ text: text(chosen.length, targetName(target)) });
      return true;
    } catch (error) {
      toaster.show({ text: ORGANISE_TEXT.moveFailed(reasonOf(error)) });
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    const chosen = selectedPins;
    if (chosen.length === 0) return false;
    try {
      // Select all: every save on the board or section, loaded or not (BulkEditSelectAllResource).
      await run(chosen, true, () =>
        actions.bulkDelete(chosen, { boardId: scope.boardId, sectionId: scope.sectionId, all: allSelected }),
      );
      toaster.show({ text: ORGANISE_TEXT.deleted(chosen.length) });
      return true;
    } catch {
      // §8 delete failure.
      toaster.show({ text: messages.deleteError });
      return false;
    }
  };

  return {
    active,
    start: useCallback(() => setActive(true), []),
    stop: useCallback(() => {
      setActive(false);
      clear();
    }, [clear]),
    selected,
    selectedPins,
    allSelected,
    toggle,
    selectAll,
    clear,
    removed,
    /** Told the grid's pins (PinGrid's onItems). */
    setPins,
    loadedCount: shown.length,
    busy,
    move,
    remove,
  };
}

export type Organise = ReturnType<typeof useOrganise>;
