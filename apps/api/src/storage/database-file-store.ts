import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';
import type { FileStore, StoredFileInfo } from './file-store';

/** The default FileStore: the bytes live in `stored_files.content`, in the caller's transaction. */
export class DatabaseFileStore implements FileStore {
  async put(tx: Executor, content: Uint8Array, info: StoredFileInfo): Promise<number> {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        contentType: info.contentType,
        sizeBytes: content.byteLength,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        createdAt: info.at,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('The file was not stored');
    return row.id;
  }

  async get(executor: Executor, fileId: number): Promise<Uint8Array> {
    const [file] = await executor
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId));
    if (!file) throw new Error(`Stored file ${fileId} is missing`);
    return file.content;
  }

  async delete(tx: Executor, fileId: number): Promise<void> {
    await tx.delete(storedFiles).where(eq(storedFiles.id, fileId));
  }
}
