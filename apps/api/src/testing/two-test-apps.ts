import type { DatabaseHandle } from '../db/database';
import { openFileStore, type FileStoreHandle } from '../storage/open-file-store';
import { startLocalObjectStore, type LocalObjectStore } from './local-object-store';
import { createTestApp, type TestApp } from './test-app';
import { createTestClock } from './test-clock';
import { createSharedTestDatabase } from './test-database';

export interface TwoTestApps {
  /** Two instances of the server: each its own context, connection pool and file-store client. */
  a: TestApp;
  b: TestApp;
  /** The object store both keep their files in. */
  objectStore: LocalObjectStore;
  /** What the file stores reported (a removal after commit that failed); a test expects none. */
  reported: unknown[];
  close(): Promise<void>;
}

/**
 * Two demo apps on one PostgreSQL database and one object store, as behind a load balancer:
 * nothing is shared between them but the database, the object store and the time of the test
 * clock. The first seeds the demo data. PostgreSQL test project only.
 */
export async function createTwoTestApps(): Promise<TwoTestApps> {
  const shared = await createSharedTestDatabase();
  const objectStore = await startLocalObjectStore();
  const clock = createTestClock();
  const reported: unknown[] = [];
  const opened: { app?: TestApp; store?: FileStoreHandle; database: DatabaseHandle }[] = [];
  const close = async () => {
    for (const { app, store, database } of opened) {
      await app?.close();
      await store?.close();
      await database.close();
    }
    await objectStore.stop();
    await shared.drop();
  };
  try {
    for (const seed of ['demo', 'none'] as const) {
      const instance: (typeof opened)[number] = { database: await shared.open() };
      opened.push(instance);
      instance.store = await openFileStore(
        { objectStore: objectStore.config },
        { db: instance.database.db, clock: clock.clock, report: (error) => reported.push(error) },
      );
      instance.app = await createTestApp({
        database: instance.database,
        clock,
        seed,
        files: instance.store.files,
        env: objectStore.env,
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = opened.map((instance) => instance.app);
  if (!a || !b) throw new Error('Two apps were not started');
  return { a, b, objectStore, reported, close };
}
