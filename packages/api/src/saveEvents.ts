/**
 * §4 save flow: after a save the app records the save event and logs the tracking log, both
 * through the event logger (§7). One home for what they say: every intent that makes a save logs
 * them (`save`, `bulkMove` copying, `createPin`, `mergeLoggedOutSaves`), and so do the card's
 * save-flow steps (the app's `recordSaveEvent` / `logSave`).
 */
import { EVENT_TYPE, type LoggedEvent, type Pin, type RepinResult } from '@tessera/model';
import type { EventLogger } from './eventLogger.ts';

/** The `action` of the save event and of the tracking log. */
export const SAVE_EVENT = { action: 'save', log: 'repin' } as const;

/**
 * A save made: its own id (a repin's id, a copy's, a new pin's) and where it went. A repin answer
 * is one; a bulk copy's or a new pin's is made from its answer.
 */
export type SaveMade = Pick<RepinResult, 'id'> & {
  board: { id: string } | null;
  section?: { id: string } | undefined;
};

const where = (result: SaveMade) => ({
  board_id: result.board?.id ?? null,
  section_id: result.section?.id ?? null,
});

/** The save event: a click on Save, about the pin saved. */
export function saveEvent(pin: Pick<Pin, 'id'>, result: SaveMade): LoggedEvent {
  return {
    event_type: EVENT_TYPE.codes.CLICK,
    object_id_str: pin.id,
    event_data: { action: SAVE_EVENT.action, ...where(result) },
  };
}

/** The tracking log of a save: about the save made (the repin's own id), naming the pin. */
export function saveTrackingLog(pin: Pick<Pin, 'id'>, result: SaveMade): LoggedEvent {
  return {
    event_type: EVENT_TYPE.codes.CLICK,
    object_id_str: result.id,
    event_data: { action: SAVE_EVENT.log, pin_id: pin.id, ...where(result) },
  };
}

/** Logs both, the save event first (the order of §4's save flow). */
export function logSaveEvents(
  logger: Pick<EventLogger, 'log'> | undefined,
  pin: Pick<Pin, 'id'>,
  result: SaveMade,
) {
  logger?.log(saveEvent(pin, result));
  logger?.log(saveTrackingLog(pin, result));
}
