import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';
import type { FileStore, StoredFileInfo } from './file-store';
import { assertStoredBytes, loadStoredFileRow, sha256Hex } from './stored-file-row';

export interface ObjectFileStoreOptions {
  /** The database itself (not a transaction): removals wait on it for the deleting commit. */
  db: Database;
  client: S3Client;
  bucket: string;
  /** Every key starts with it; the orphan cleanup lists under it only. */
  keyPrefix: string;
  /** A removal after a commit failed; the orphan cleanup will try again. */
  report: (error: unknown) => void;
}

/** Keys asked about in one query / listed in one page. */
const KEY_BATCH = 1_000;

/**
 * Files in an S3-compatible object store; `stored_files` keeps the reference (size, SHA-256,
 * content type, key). The object is written before its row and removed after its row, so a crash
 * or a rollback leaves at most an object without a row (removed by `removeOrphans`), never a row
 * pointing at nothing. Rows written by the database store before the switch are still read from
 * the row itself.
 */
export class ObjectFileStore implements FileStore {
  private readonly removals = new Set<Promise<void>>();

  constructor(private readonly options: ObjectFileStoreOptions) {}

  async put(tx: Executor, content: Uint8Array, info: StoredFileInfo): Promise<number> {
    const { client, bucket, keyPrefix } = this.options;
    const objectKey = `${keyPrefix}${randomUUID()}`;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: content,
        ContentLength: content.byteLength,
        ContentType: info.contentType,
      }),
    );
    const [row] = await tx
      .insert(storedFiles)
      .values({
        contentType: info.contentType,
        sizeBytes: content.byteLength,
        sha256: sha256Hex(content),
        content: null,
        objectKey,
        createdAt: info.at,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error('The file was not stored');
    return row.id;
  }

  async get(executor: Executor, fileId: number): Promise<Uint8Array> {
    const row = await loadStoredFileRow(executor, fileId);
    if (row.objectKey === null) {
      if (row.content === null) throw new Error(`Stored file ${fileId} has no content`);
      return row.content;
    }
    const bytes = await this.readObject(row.objectKey).catch((error: unknown) => {
      if (error instanceof NoSuchKey)
        throw new Error(
          `Stored file ${fileId} is missing from the object store (${row.objectKey})`,
        );
      throw error;
    });
    return assertStoredBytes(row, bytes);
  }

  async delete(tx: Executor, fileId: number): Promise<void> {
    const [row] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, fileId))
      .returning({ objectKey: storedFiles.objectKey });
    if (row?.objectKey) this.removeAfterCommit(fileId, row.objectKey);
  }

  async removeOrphans(olderThan: Date): Promise<number> {
    let removed = 0;
    let continuationToken: string | undefined;
    do {
      const page = await this.options.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.options.keyPrefix,
          MaxKeys: KEY_BATCH,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      const old = (page.Contents ?? []).flatMap((object) =>
        object.Key && object.LastModified && object.LastModified < olderThan ? [object.Key] : [],
      );
      for (const key of await this.keysWithoutRow(old)) {
        await this.deleteObject(key);
        removed += 1;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return removed;
  }

  async idle(): Promise<void> {
    while (this.removals.size > 0) await Promise.all([...this.removals]);
  }

  private async readObject(objectKey: string): Promise<Uint8Array> {
    const response = await this.options.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: objectKey }),
    );
    if (!response.Body) throw new Error(`The object store returned no body for ${objectKey}`);
    return response.Body.transformToByteArray();
  }

  private async deleteObject(objectKey: string): Promise<void> {
    await this.options.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: objectKey }),
    );
  }

  private async keysWithoutRow(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.options.db
      .select({ objectKey: storedFiles.objectKey })
      .from(storedFiles)
      .where(inArray(storedFiles.objectKey, keys));
    const referenced = new Set(rows.map((row) => row.objectKey));
    return keys.filter((key) => !referenced.has(key));
  }

  /**
   * Removes the object once the transaction that deleted its row has committed. Locking the row
   * from outside that transaction waits for it to end (PostgreSQL: the row lock of the delete;
   * PGlite: its one connection); no row then means the delete committed, a row that it rolled
   * back and the object stays.
   */
  private removeAfterCommit(fileId: number, objectKey: string): void {
    const removal = this.options.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, fileId))
      .for('update')
      .then(async (rows) => {
        if (rows.length === 0) await this.deleteObject(objectKey);
      })
      .catch(this.options.report)
      .finally(() => this.removals.delete(removal));
    this.removals.add(removal);
  }
}
