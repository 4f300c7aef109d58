import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { storedFiles } from '../db/schema/stored-files';
import { startLocalObjectStore, type LocalObjectStore } from '../testing/local-object-store';
import { createTestDatabase } from '../testing/test-database';
import { CachedFileStore } from './cached-file-store';
import { DatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { ObjectFileStore } from './object-file-store';
import { createObjectStoreClient } from './object-store-client';
import { openFileStore } from './open-file-store';

const AT = new Date('2026-03-02T01:00:00Z');
/** Before any object was written / after every object was written (the cleanup's grace bound). */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');
const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

class Rollback extends Error {}

/** Runs `work` in a transaction that is then rolled back. */
async function rolledBack(
  database: DatabaseHandle,
  work: Parameters<DatabaseHandle['db']['transaction']>[0],
) {
  await expect(
    database.db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

async function rowCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(storedFiles);
  return row?.total ?? 0;
}

interface StoreUnderTest {
  database: DatabaseHandle;
  files: FileStore;
  /** Objects a rolled-back write leaves behind for the cleanup (none when bytes live in the row). */
  orphansOfARollback: number;
  close(): Promise<void>;
}

async function databaseStore(): Promise<StoreUnderTest> {
  const database = await createTestDatabase();
  return {
    database,
    files: new DatabaseFileStore(),
    orphansOfARollback: 0,
    close: () => database.close(),
  };
}

let objectStore: LocalObjectStore | undefined;
const reported: unknown[] = [];

async function s3Store(): Promise<StoreUnderTest> {
  const database = await createTestDatabase();
  objectStore = await startLocalObjectStore();
  const handle = await openFileStore(
    { objectStore: objectStore.config },
    { db: database.db, clock: () => AT, report: (error) => reported.push(error) },
  );
  return {
    database,
    files: handle.files,
    orphansOfARollback: 1,
    close: async () => {
      await handle.close();
      await objectStore?.stop();
      await database.close();
    },
  };
}

/** The database store behind the in-memory cache of what it reads (FILE_CACHE_MB). */
async function cachedDatabaseStore(): Promise<StoreUnderTest> {
  const store = await databaseStore();
  return { ...store, files: new CachedFileStore(store.files, 1024 * 1024) };
}

describe.each([
  { name: 'the database', open: databaseStore },
  { name: 'the database, read through the in-memory cache', open: cachedDatabaseStore },
  { name: 'an S3-compatible object store', open: s3Store },
])('files kept in $name', ({ open }) => {
  let store: StoreUnderTest;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  const put = (content: Uint8Array, contentType = 'application/pdf') =>
    store.database.db.transaction((tx) => store.files.put(tx, content, { contentType, at: AT }));

  it('gives back the bytes it stored, with their size, SHA-256 and content type on the row', async () => {
    const content = randomBytes(70_000);
    const id = await put(content, 'image/png');
    expect(Buffer.from(await store.files.get(store.database.db, id))).toEqual(content);
    const [row] = await store.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ contentType: 'image/png', sizeBytes: 70_000, createdAt: AT });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives back every byte value and an empty file exactly', async () => {
    const everyByte = Uint8Array.from({ length: 512 }, (_, index) => (index * 7) % 256);
    const empty = new Uint8Array(0);
    const [everyId, emptyId] = [await put(everyByte), await put(empty)];
    expect(Buffer.from(await store.files.get(store.database.db, everyId))).toEqual(
      Buffer.from(everyByte),
    );
    expect((await store.files.get(store.database.db, emptyId)).byteLength).toBe(0);
  });

  it('refuses to read a file that does not exist', async () => {
    await expect(store.files.get(store.database.db, 987_654)).rejects.toThrow(
      'Stored file 987654 is missing',
    );
  });

  it('forgets a deleted file once the delete commits, leaving nothing for the cleanup', async () => {
    const id = await put(randomBytes(1_000));
    await store.database.db.transaction((tx) => store.files.delete(tx, id));
    await store.files.idle();
    await expect(store.files.get(store.database.db, id)).rejects.toThrow('is missing');
    expect(await store.files.removeOrphans(FAR_FUTURE)).toBe(0);
  });

  it('keeps a file whose delete was rolled back', async () => {
    const content = randomBytes(2_000);
    const id = await put(content);
    await rolledBack(store.database, (tx) => store.files.delete(tx, id));
    await store.files.idle();
    expect(Buffer.from(await store.files.get(store.database.db, id))).toEqual(content);
  });

  it('leaves no row after a rolled-back write, and the cleanup removes what it left once the grace has passed', async () => {
    const rows = await rowCount(store.database);
    await rolledBack(store.database, (tx) =>
      store.files.put(tx, randomBytes(3_000), { contentType: 'application/pdf', at: AT }),
    );
    expect(await rowCount(store.database)).toBe(rows);
    // Within the grace its transaction might still be running: left alone.
    expect(await store.files.removeOrphans(LONG_AGO)).toBe(0);
    expect(await store.files.removeOrphans(FAR_FUTURE)).toBe(store.orphansOfARollback);
    expect(await store.files.removeOrphans(FAR_FUTURE)).toBe(0);
  });

  it('never has a row whose bytes cannot be read', async () => {
    const ids = await store.database.db.select({ id: storedFiles.id }).from(storedFiles);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const { id } of ids)
      await expect(store.files.get(store.database.db, id)).resolves.toBeInstanceOf(Uint8Array);
    expect(reported).toEqual([]);
  });
});

describe('the object store', () => {
  let database: DatabaseHandle;
  let local: LocalObjectStore;
  let client: S3Client;
  let files: ObjectFileStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    local = await startLocalObjectStore();
    client = createObjectStoreClient(local.config);
    files = new ObjectFileStore({
      db: database.db,
      client,
      bucket: local.config.bucket,
      keyPrefix: local.config.keyPrefix,
      report: (error) => reported.push(error),
    });
  });
  afterAll(async () => {
    await files?.idle();
    client?.destroy();
    await local?.stop();
    await database?.close();
  });

  const put = (content: Uint8Array) =>
    database.db.transaction((tx) =>
      files.put(tx, content, { contentType: 'application/pdf', at: AT }),
    );
  const keyOf = async (id: number) => {
    const [row] = await database.db
      .select({ key: storedFiles.objectKey, content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.id, id));
    return row;
  };
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: local.config.bucket, Key: key })).then(
      () => true,
      (error: unknown) => {
        if (error instanceof NotFound) return false;
        throw error;
      },
    );

  it('keeps the bytes out of the row, under a random key below the prefix', async () => {
    const row = await keyOf(await put(randomBytes(500)));
    expect(row?.content).toBeNull();
    expect(row?.key).toMatch(/^files\/[0-9a-f-]{36}$/);
    expect(await exists(row?.key ?? '')).toBe(true);
  });

  it('writes no row when the object cannot be written', async () => {
    const rows = await rowCount(database);
    const broken = new ObjectFileStore({
      db: database.db,
      client,
      bucket: 'no-such-bucket',
      keyPrefix: 'files/',
      report: (error) => reported.push(error),
    });
    await expect(
      database.db.transaction((tx) =>
        broken.put(tx, randomBytes(10), { contentType: 'application/pdf', at: AT }),
      ),
    ).rejects.toThrow();
    expect(await rowCount(database)).toBe(rows);
  });

  it('removes the object only after the transaction deleting its row commits', async () => {
    const id = await put(randomBytes(800));
    const key = (await keyOf(id))?.key ?? '';
    await database.db.transaction(async (tx) => {
      await files.delete(tx, id);
      expect(await exists(key)).toBe(true);
    });
    await files.idle();
    expect(await exists(key)).toBe(false);
  });

  it('calls an object removed behind its back missing, not empty', async () => {
    const id = await put(randomBytes(600));
    const key = (await keyOf(id))?.key ?? '';
    await client.send(new DeleteObjectCommand({ Bucket: local.config.bucket, Key: key }));
    await expect(files.get(database.db, id)).rejects.toThrow(
      `Stored file ${id} is missing from the object store (${key})`,
    );
  });

  it('refuses bytes that changed in the store since they were written', async () => {
    const id = await put(randomBytes(600));
    const key = (await keyOf(id))?.key ?? '';
    await client.send(
      new PutObjectCommand({ Bucket: local.config.bucket, Key: key, Body: randomBytes(600) }),
    );
    await expect(files.get(database.db, id)).rejects.toThrow('does not match the SHA-256');
    await client.send(
      new PutObjectCommand({ Bucket: local.config.bucket, Key: key, Body: randomBytes(60) }),
    );
    await expect(files.get(database.db, id)).rejects.toThrow('has 60 bytes where 600 were stored');
  });

  it('still reads files the database store wrote before the switch', async () => {
    const content = randomBytes(900);
    const id = await database.db.transaction((tx) =>
      new DatabaseFileStore().put(tx, content, { contentType: 'application/pdf', at: AT }),
    );
    expect(Buffer.from(await files.get(database.db, id))).toEqual(content);
  });

  it('cleans up under its own prefix only', async () => {
    await client.send(
      new PutObjectCommand({ Bucket: local.config.bucket, Key: 'elsewhere/keep-me', Body: 'x' }),
    );
    await files.removeOrphans(FAR_FUTURE);
    expect(await exists('elsewhere/keep-me')).toBe(true);
  });

  it('stops the server at start when the bucket cannot be reached', async () => {
    await expect(
      openFileStore(
        { objectStore: { ...local.config, bucket: 'no-such-bucket' } },
        { db: database.db, clock: () => AT, report: (error) => reported.push(error) },
      ),
    ).rejects.toThrow(
      /The object store bucket "no-such-bucket" is not reachable at http:\/\/127\.0\.0\.1:\d+/,
    );
  });
});
