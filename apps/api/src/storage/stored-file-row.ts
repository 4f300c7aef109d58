import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';

export type StoredFileRow = Pick<
  typeof storedFiles.$inferSelect,
  'id' | 'content' | 'objectKey' | 'sizeBytes' | 'sha256'
>;

export const sha256Hex = (content: Uint8Array): string =>
  createHash('sha256').update(content).digest('hex');

/**
 * The bytes as hex text, decoded here: PGlite turns a `bytea` into bytes with a per-character
 * loop in the JavaScript thread (≈ 50 ms for a 674 KB PDF, during which the server answers
 * nothing else), while `encode(…, 'hex')` comes back as a string that Node decodes natively
 * (≈ 5 ms in all). PostgreSQL sends a `bytea` as hex text anyway: the same bytes on the wire.
 */
const contentAsHex = sql<string | null>`encode(${storedFiles.content}, 'hex')`;

/** The reference row of a stored file, its bytes read as hex text (see above); throws when there is none (a broken invariant, not a 404). */
export async function loadStoredFileRow(
  executor: Executor,
  fileId: number,
): Promise<StoredFileRow> {
  const [row] = await executor
    .select({
      id: storedFiles.id,
      contentHex: contentAsHex,
      objectKey: storedFiles.objectKey,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  if (!row) throw new Error(`Stored file ${fileId} is missing`);
  const { contentHex, ...rest } = row;
  return { ...rest, content: contentHex === null ? null : decodeHex(contentHex) };
}

function decodeHex(hex: string): Uint8Array {
  const bytes = Buffer.from(hex, 'hex');
  // Buffer.from stops at the first pair that is not hex: a short result is a broken read.
  if (bytes.byteLength * 2 !== hex.length) throw new Error('The stored bytes came back malformed');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The bytes as a `content` value to insert. Sent as hex text that the database decodes: PGlite's
 * own bytea parameter encoding goes through JavaScript byte by byte (seconds for a bulk's PDFs),
 * and node-postgres sends bytea as hex text anyway. Read back by loadStoredFileRow the same way.
 */
export function contentValue(content: Uint8Array): SQL {
  const hex = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('hex');
  return sql`decode(${hex}, 'hex')`;
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
