/**
 * Persistence of the mock backend's state: `--data FILE` (or TESSERA_DATA) keeps every change
 * across restarts. Writes are atomic (a temporary file in the same folder, then rename) and
 * coalesced: a burst of changes writes once, at most every WRITE_DELAY_MS.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type DbState, isDbState } from '@tessera/mocks';

export const WRITE_DELAY_MS = 50;

/** The state saved in `file` for `seed`, or undefined (no file, unreadable, or another seed/version). */
export function readDataFile(file: string, seed: number): DbState | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    return isDbState(value, seed) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `state` to `file` atomically: readers see the old file or the new one, never half of one. */
export function writeDataFile(file: string, state: DbState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}

export interface DataFileWriter {
  /** Schedules a write of the latest state. */
  changed(state: DbState): void;
  /** Writes now if a write is pending (call before exit). */
  flush(): void;
}

export function dataFileWriter(file: string, delayMs = WRITE_DELAY_MS): DataFileWriter {
  let pending: DbState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending) {
      const state = pending;
      pending = undefined;
      writeDataFile(file, state);
    }
  };
  return {
    changed(state) {
      pending = state;
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
