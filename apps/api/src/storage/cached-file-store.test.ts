import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { CachedFileStore, withFileCache } from './cached-file-store';
import { DatabaseFileStore } from './database-file-store';

const AT = new Date('2026-03-02T01:00:00Z');

describe('a file store keeping what it reads in memory', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The database store, its reads counted, behind a cache of `maxBytes`. */
  function cachedStore(maxBytes: number) {
    const inner = new DatabaseFileStore();
    const reads = jest.spyOn(inner, 'get');
    return { files: new CachedFileStore(inner, maxBytes), reads };
  }

  const put = (files: CachedFileStore, content: Uint8Array) =>
    database.db.transaction((tx) =>
      files.put(tx, content, { contentType: 'application/pdf', at: AT }),
    );

  it('reads a file from the store once, then from memory, with the same bytes', async () => {
    const { files, reads } = cachedStore(1024 * 1024);
    const content = randomBytes(50_000);
    const id = await put(files, content);

    expect(Buffer.from(await files.get(database.db, id))).toEqual(content);
    expect(Buffer.from(await files.get(database.db, id))).toEqual(content);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(files.size).toEqual({ files: 1, bytes: 50_000 });
  });

  it('gives every caller its own copy: changing one changes nothing the next caller reads', async () => {
    const { files } = cachedStore(1024 * 1024);
    const content = randomBytes(1_000);
    const id = await put(files, content);

    const first = await files.get(database.db, id);
    first.fill(0);
    const second = await files.get(database.db, id);
    second.fill(1);
    expect(Buffer.from(await files.get(database.db, id))).toEqual(content);
  });

  it('lets the least recently read files go when the budget is full', async () => {
    const { files, reads } = cachedStore(40_000);
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) ids.push(await put(files, randomBytes(10_000)));
    const [a, b, c, d, e] = ids as [number, number, number, number, number];
    for (const id of [a, b, c, d]) await files.get(database.db, id);
    await files.get(database.db, a); // a is now the most recently read
    await files.get(database.db, e); // 50,000 bytes: b, the least recently read, goes
    expect(files.size).toEqual({ files: 4, bytes: 40_000 });
    reads.mockClear();

    for (const id of [a, c, d, e]) await files.get(database.db, id);
    expect(reads).not.toHaveBeenCalled();
    await files.get(database.db, b);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('does not keep a file larger than a quarter of the budget', async () => {
    const { files, reads } = cachedStore(100_000);
    const id = await put(files, randomBytes(30_000));
    await files.get(database.db, id);
    await files.get(database.db, id);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(files.size).toEqual({ files: 0, bytes: 0 });
  });

  it('forgets a deleted file at once: reading it again is the store’s "missing"', async () => {
    const { files } = cachedStore(1024 * 1024);
    const id = await put(files, randomBytes(1_000));
    await files.get(database.db, id);

    await database.db.transaction((tx) => files.delete(tx, id));
    expect(files.size).toEqual({ files: 0, bytes: 0 });
    await expect(files.get(database.db, id)).rejects.toThrow('is missing');
  });

  it('is no cache at all with a budget of 0', () => {
    const inner = new DatabaseFileStore();
    expect(withFileCache(inner, 0)).toBe(inner);
    expect(withFileCache(inner, 1)).toBeInstanceOf(CachedFileStore);
  });
});
