import type { Executor } from '../db/database';

/** What is known about a file besides its bytes. */
export interface StoredFileInfo {
  contentType: string;
  /** When it was written (seeded files carry the time of their story). */
  at: Date;
}

/**
 * Where files (PDFs, zips, images) live, by stored-file id. Both calls take the executor of the
 * caller's transaction: the `stored_files` row (and, for the database store, the bytes) is
 * written with the row that refers to it, so a crash never leaves a row pointing at a missing
 * file. An object-store implementation writes the object first, then the row in `tx`; an object
 * without a row is garbage to collect, never a broken reference.
 */
export interface FileStore {
  /** Stores immutable bytes and returns the new file's id (a new version is a new file). */
  put(tx: Executor, content: Uint8Array, info: StoredFileInfo): Promise<number>;
  /** The bytes of a stored file; throws when it is missing (a broken invariant, not a 404). */
  get(executor: Executor, fileId: number): Promise<Uint8Array>;
  /**
   * Forgets a file no row refers to any more (a replaced attachment), in the caller's
   * transaction. An object-store implementation deletes the row in `tx` and the object after the
   * commit; an object left behind by a crash is garbage to collect, never a broken reference.
   */
  delete(tx: Executor, fileId: number): Promise<void>;
  /**
   * Removes the bytes no row refers to that were written before `olderThan` (left by a crash or
   * a rolled-back transaction between writing an object and committing its row) and returns how
   * many. `olderThan` must leave transactions in flight their time: their objects have no row
   * yet. The database store has nothing to collect: its bytes are in the row.
   */
  removeOrphans(olderThan: Date): Promise<number>;
  /** Resolves when the removals started by `delete` so far are done (close, tests). */
  idle(): Promise<void>;
}
