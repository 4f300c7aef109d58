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

  constructor(
    private readonly maxAgeMs = 15_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The current revision of the documents (one index lookup). */
  async revision(executor: Executor): Promise<number> {
    const [row] = await executor.select({ revision: max(documents.revision) }).from(documents);
    return Number(row?.revision ?? 0);
  }

  async total(
    key: string,
    revision: number,
    now: number,
    count: () => Promise<number>,
  ): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.revision === revision && now - hit.at < this.maxAgeMs && now >= hit.at)
      return hit.total;
    const total = await count();
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest eighth (Map keeps insertion order).
      let drop = Math.ceil(this.maxEntries / 8);
      for (const oldest of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(oldest);
      }
    }
    this.entries.delete(key);
    this.entries.set(key, { total, revision, at: now });
    return total;
  }
}
