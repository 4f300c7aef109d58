import { max } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documents } from '../../db/schema/documents';

/**
 * Remembered list totals. Counting every matching row is the costly part of a list request
 * (tens of thousands of rows for a super administrator), while the rows of one page are cheap.
 * A total is kept per user and filter until any document changes (the highest `revision`, raised
 * by a trigger on every insert and update) or `maxAgeMs` passes, which bounds how late expiry
 * (a time, not a write) shows in a total. Per process, bounded in size; a miss just counts again.
 */
export class ListTotals {
  private readonly entries = new Map<string, { total: number; revision: number; at: number }>();
  /** Counts running now, by key: requests that miss together wait for one count. */
  private readonly counting = new Map<string, { revision: number; total: Promise<number> }>();

  constructor(
    private readonly maxAgeMs = 15_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The current revision of the documents (one index lookup). */
  async revision(executor: Executor): Promise<number> {
    const [row] = await executor.select({ revision: max(documents.revision) }).from(documents);
    return Number(row?.revision ?? 0);
  }

  /**
   * The total of `key` at `revision`: remembered, or counted. When an entry expires under load,
   * every request for that list misses at once: those that see the same revision share the count
   * already running (one query instead of one per connection, each as costly as the first) and
   * count for themselves only if it fails.
   */
  async total(
    key: string,
    revision: number,
    now: number,
    count: () => Promise<number>,
  ): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.revision === revision && now - hit.at < this.maxAgeMs && now >= hit.at)
      return hit.total;
    const running = this.counting.get(key);
    if (running?.revision === revision) {
      try {
        return await running.total;
      } catch {
        // That request's count failed (its transaction, its connection): count here.
      }
    }
    return this.countAndRemember(key, revision, now, count);
  }

  private async countAndRemember(
    key: string,
    revision: number,
    now: number,
    count: () => Promise<number>,
  ): Promise<number> {
    const counted = { revision, total: count() };
    this.counting.set(key, counted);
    try {
      const total = await counted.total;
      this.remember(key, { total, revision, at: now });
      return total;
    } finally {
      if (this.counting.get(key) === counted) this.counting.delete(key);
    }
  }

  private remember(key: string, entry: { total: number; revision: number; at: number }): void {
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest eighth (Map keeps insertion order).
      let drop = Math.ceil(this.maxEntries / 8);
      for (const oldest of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(oldest);
      }
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
