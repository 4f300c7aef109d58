import type { AppConfig } from '../config';
import { createDatabase, type DatabaseHandle } from './database';
import { migrateDatabase } from './migrate';

/** The database of the configuration, migrated to the latest schema. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePoolSize' | 'pgliteDir'>,
): Promise<DatabaseHandle> {
  const handle = await createDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, maxConnections: config.databasePoolSize }
      : { pgliteDir: config.pgliteDir },
  );
  try {
    await migrateDatabase(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
