import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { withFileCache } from './cached-file-store';
import { DatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { ObjectFileStore } from './object-file-store';
import { assertBucketReachable, createObjectStoreClient } from './object-store-client';
import { startRepeatingJob, type RepeatingJob } from './repeating-job';

export interface FileStoreHandle {
  files: FileStore;
  /** The orphan cleanup (object store only). */
  cleanup: RepeatingJob<number> | null;
  /** Stops the cleanup, waits for pending removals and lets the client go; before the database closes. */
  close(): Promise<void>;
}

/**
 * The file store of the configuration: the database, or the object store (its bucket checked
 * first, so bad settings stop the server at start) with its orphan cleanup running every
 * S3_CLEANUP_INTERVAL_MINUTES, keeping up to `fileCacheBytes` of what it reads in memory
 * (FILE_CACHE_MB; none when absent). Several instances may each run the cleanup: removing an
 * object twice removes it once.
 */
export async function openFileStore(
  config: Pick<AppConfig, 'objectStore'> & Partial<Pick<AppConfig, 'fileCacheBytes'>>,
  deps: { db: Database; clock: Clock; report: (error: unknown, message: string) => void },
): Promise<FileStoreHandle> {
  const settings = config.objectStore;
  const cacheBytes = config.fileCacheBytes ?? 0;
  if (!settings) {
    return {
      files: withFileCache(new DatabaseFileStore(), cacheBytes),
      cleanup: null,
      close: () => Promise.resolve(),
    };
  }
  const client = createObjectStoreClient(settings);
  try {
    await assertBucketReachable(client, settings);
  } catch (error) {
    client.destroy();
    throw error;
  }
  const files = new ObjectFileStore({
    db: deps.db,
    client,
    bucket: settings.bucket,
    keyPrefix: settings.keyPrefix,
    report: (error) => deps.report(error, 'The object of a deleted file could not be removed'),
  });
  const graceMs = settings.orphanGraceMinutes * 60_000;
  const cleanup = startRepeatingJob(
    () => files.removeOrphans(new Date(deps.clock().getTime() - graceMs)),
    {
      intervalMs: settings.cleanupIntervalMinutes * 60_000,
      report: (error) => deps.report(error, 'The orphan object cleanup failed'),
    },
  );
  return {
    files: withFileCache(files, cacheBytes),
    cleanup,
    close: async () => {
      await cleanup.stop();
      await files.idle();
      client.destroy();
    },
  };
}
