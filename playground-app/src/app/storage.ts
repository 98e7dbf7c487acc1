/**
 * localStorage that never throws (§8 "Storage access failure: logged to console, reads return
 * default"): a blocked or full storage costs the feature, not the page.
 */
export function readStored(key: string): string | null {
  // The server rendering a first screen (entry-server.tsx) has no storage: every read is the default.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Could not read ${key} from storage`, error);
    return null;
  }
}

/** Writes (null: removes) `key`; false when the storage refused (logged, §8). */
export function writeStored(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    console.error(`Could not write ${key} to storage`, error);
    return false;
  }
}
