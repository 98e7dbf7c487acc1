/** Save texts and error messages of SPEC §4 (save flow, one-tap save) and §8. */
import { messages } from './messages.ts';

/** Where a save landed: a board (maybe a section of it), or the profile when board is null. */
export interface SaveTarget {
  board: { name: string } | null;
  section?: { title: string } | null;
}

/**
 * The save toast text (§4 save flow): no board → "Saved to Profile"; a board → "Saved to {board}";
 * a section → "Saved to {section} in {board}".
 */
export function saveToastText({ board, section }: SaveTarget): string {
  if (!board) return messages.savedToProfile;
  return section ? messages.savedToSection(section.title, board.name) : messages.savedToBoard(board.name);
}

/**
 * The one-tap saved label (§4): "Saved!" while confirming, then the board name; boardless shows
 * "Saved to Profile".
 */
export function oneTapSavedText({
  board,
  confirming,
}: {
  board: { name: string } | null;
  confirming: boolean;
}): string {
  if (confirming) return messages.saved;
  return board ? board.name : messages.savedToProfile;
}

/**
 * The message a failed resource call carries from the server, if any: an error object with a
 * numeric `http_status` and a non-empty string `message` (the api's ResourceRequestError shape).
 * Plain exceptions (network failures, bugs) carry no server message.
 */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { http_status: status, message } = error as { http_status?: unknown; message?: unknown };
  if (typeof status !== 'number' || typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** §8 save error: the server message, else "Sorry! Something went wrong on our end." */
export function saveErrorMessage(error: unknown): string {
  return serverMessage(error) ?? messages.saveError;
}
