/** A least-recently-used cache bounded by entry count and by total size. */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
  readonly totalSize: number;
  clear(): void;
}

export function createLruCache<V>(options: {
  maxEntries: number;
  maxSize?: number;
  sizeOf?: (value: V) => number;
}): LruCache<V> {
  const { maxEntries, maxSize = Number.POSITIVE_INFINITY, sizeOf = () => 1 } = options;
  // A Map iterates in insertion order: re-inserting on use keeps the oldest entry first.
  const entries = new Map<string, { value: V; size: number }>();
  let totalSize = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalSize -= entry.size;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxSize) return; // larger than the whole cache: not kept
      entries.set(key, { value, size });
      totalSize += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && totalSize <= maxSize) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get totalSize() {
      return totalSize;
    },
    clear() {
      entries.clear();
      totalSize = 0;
    },
  };
}
