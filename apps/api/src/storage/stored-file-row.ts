import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';

export type StoredFileRow = Pick<
  typeof storedFiles.$inferSelect,
  'id' | 'content' | 'objectKey' | 'sizeBytes' | 'sha256'
>;

export const sha256Hex = (content: Uint8Array): string =>
  createHash('sha256').update(content).digest('hex');

/** The reference row of a stored file; throws when there is none (a broken invariant, not a 404). */
export async function loadStoredFileRow(
  executor: Executor,
  fileId: number,
): Promise<StoredFileRow> {
  const [row] = await executor
    .select({
      id: storedFiles.id,
      content: storedFiles.content,
      objectKey: storedFiles.objectKey,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!row) throw new Error(`Stored file ${fileId} is missing`);
  return row;
}

/** Bytes read back must be the bytes written: a short read or a swapped object is an error. */
export function assertStoredBytes(row: StoredFileRow, content: Uint8Array): Uint8Array {
  if (content.byteLength !== row.sizeBytes)
    throw new Error(
      `Stored file ${row.id} has ${content.byteLength} bytes where ${row.sizeBytes} were stored`,
    );
  if (sha256Hex(content) !== row.sha256)
    throw new Error(`Stored file ${row.id} does not match the SHA-256 recorded when it was stored`);
  return content;
}
