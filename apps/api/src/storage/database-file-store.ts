import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';
import type { FileStore, StoredFileInfo } from './file-store';
import { contentValue, loadStoredFileRow, sha256Hex } from './stored-file-row';

/** The default FileStore: the bytes live in `stored_files.content`, in the caller's transaction. */
export class DatabaseFileStore implements FileStore {
  async put(tx: Executor, content: Uint8Array, info: StoredFileInfo): Promise<number> {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        contentType: info.contentType,
        sizeBytes: content.byteLength,
        sha256: sha256Hex(content),
        content: contentValue(content),
        createdAt: info.at,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('The file was not stored');
    return row.id;
  }

  async get(executor: Executor, fileId: number): Promise<Uint8Array> {
    const row = await loadStoredFileRow(executor, fileId);
    if (row.content === null)
      throw new Error(
        `Stored file ${fileId} lives in the object store (${row.objectKey ?? '?'}), but FILE_STORE is database`,
      );
    return row.content;
  }

  async delete(tx: Executor, fileId: number): Promise<void> {
    await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
  }

  /** Nothing to collect: a file's bytes are written and removed with its row. */
  async removeOrphans(): Promise<number> {
    return 0;
  }

  /** Nothing runs after a commit: the bytes went with the row. */
  idle(): Promise<void> {
    return Promise.resolve();
  }
}
