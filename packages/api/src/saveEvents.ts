/**
 * §4 save flow: after a save the app records the save event and logs the tracking log, both
 * through the event logger (§7). One home for what they say: the `save` intent logs them, and so do
 * the card's save-flow steps (the app's `recordSaveEvent` / `logSave`).
 */
import { EVENT_TYPE, type LoggedEvent, type Pin, type RepinResult } from '@tessera/model';
import type { EventLogger } from './eventLogger.ts';

/** The `action` of the save event and of the tracking log. */
export const SAVE_EVENT = { action: 'save', log: 'repin' } as const;

const where = (result: RepinResult) => ({
  board_id: result.board?.id ?? null,
  section_id: result.section?.id ?? null,
});

/** The save event: a click on Save, about the pin saved. */
export function saveEvent(pin: Pin, result: RepinResult): LoggedEvent {
  return {
    event_type: EVENT_TYPE.codes.CLICK,
    object_id_str: pin.id,
    event_data: { action: SAVE_EVENT.action, ...where(result) },
  };
}

/** The tracking log of a save: about the save made (the repin's own id), naming the pin. */
export function saveTrackingLog(pin: Pin, result: RepinResult): LoggedEvent {
  return {
    event_type: EVENT_TYPE.codes.CLICK,
    object_id_str: result.id,
    event_data: { action: SAVE_EVENT.log, pin_id: pin.id, ...where(result) },
  };
}

/** Logs both, the save event first (the order of §4's save flow). */
export function logSaveEvents(logger: Pick<EventLogger, 'log'> | undefined, pin: Pin, result: RepinResult) {
  logger?.log(saveEvent(pin, result));
  logger?.log(saveTrackingLog(pin, result));
}
