import { ByteBudgetCache } from '../cache/byte-budget-cache';
import type { Executor } from '../db/database';
import type { FileStore, StoredFileInfo } from './file-store';

/**
 * A FileStore that keeps the bytes it has read, by file id, up to `maxBytes` (the least recently
 * read go first). A stored file never changes (a new version is a new file, under a new id), so a
 * kept copy is never stale, and what each server instance keeps is its own affair: another
 * instance reads the file from the store as always. A deleted file is forgotten here at once; the
 * ids of files are never reused.
 *
 * Why: a document's PDF is read whole on every view (each viewer, each download). Read from the
 * database it comes as hex text to decode and check against its SHA-256: 15–30 ms of the server's
 * CPU for the demo's 674 KB PDF on PGlite, a few ms and a 1.3 MB transfer on PostgreSQL.
 *
 * Every caller gets its own copy (a copy of 674 KB takes well under a millisecond), so code that
 * changes the bytes it was given can never change what the next caller reads. Files larger than a
 * quarter of the budget are not kept: one of them would push out everything else.
 */
export class CachedFileStore implements FileStore {
  private readonly kept: ByteBudgetCache<number, Uint8Array>;

  constructor(
    private readonly inner: FileStore,
    private readonly maxBytes: number,
  ) {
    this.kept = new ByteBudgetCache(maxBytes);
  }

  put(tx: Executor, content: Uint8Array, info: StoredFileInfo): Promise<number> {
    return this.inner.put(tx, content, info);
  }

  async get(executor: Executor, fileId: number): Promise<Uint8Array> {
    const copy = this.kept.get(fileId);
    if (copy) return copy.slice();
    const content = await this.inner.get(executor, fileId);
    if (content.byteLength <= this.maxBytes / 4)
      this.kept.set(fileId, content.slice(), content.byteLength);
    return content;
  }

  async delete(tx: Executor, fileId: number): Promise<void> {
    this.kept.delete(fileId);
    await this.inner.delete(tx, fileId);
  }

  removeOrphans(olderThan: Date): Promise<number> {
    return this.inner.removeOrphans(olderThan);
  }

  idle(): Promise<void> {
    return this.inner.idle();
  }

  /** How many files and bytes are kept (tests, diagnostics). */
  get size(): { files: number; bytes: number } {
    const { entries, bytes } = this.kept.size;
    return { files: entries, bytes };
  }
}

/** `files` keeping up to `maxBytes` of what it reads; as it is when `maxBytes` is 0. */
export function withFileCache(files: FileStore, maxBytes: number): FileStore {
  return maxBytes > 0 ? new CachedFileStore(files, maxBytes) : files;
}
