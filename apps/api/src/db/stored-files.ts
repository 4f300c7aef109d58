import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './database';
import { storedFiles } from './schema/documents';

// File storage: files live in the database, written in the same transaction as the row that
// refers to them, so no row ever points at a missing file (see schema/documents.ts).

export async function readFile(executor: Executor, fileId: number): Promise<Uint8Array> {
  const [file] = await executor
    .select({ content: storedFiles.content })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!file) throw new Error(`Stored file ${fileId} is missing`);
  return file.content;
}

export async function storeFile(
  executor: Executor,
  content: Uint8Array,
  contentType: string,
  at: Date,
): Promise<number> {
  const [row] = await executor
    .insert(storedFiles)
    .values({
      contentType,
      sizeBytes: content.byteLength,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('The file was not stored');
  return row.id;
}
