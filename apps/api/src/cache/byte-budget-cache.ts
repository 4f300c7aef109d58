/**
 * Values by key within a budget of bytes: once their sizes add up to more than `maxBytes`, the
 * least recently used go first (a read counts as a use). For what each server keeps in its own
 * memory and may always make again: kept copies of stored files, compressed response bodies.
 * Nothing may rely on it for correctness.
 */
export class ByteBudgetCache<K, V> {
  // A Map keeps insertion order: moved to the end on each use, the first is the least recent.
  private readonly entries = new Map<K, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value of `key`, now the most recently used; undefined when it is not kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (of `size` bytes) under `key`, then lets the least recent go past the budget. */
  set(key: K, value: V, size: number): void {
    this.delete(key);
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** How many values and bytes are kept. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
