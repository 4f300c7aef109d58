import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { TEST_POSTGRES_URL_ENV } from './postgres-tools';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on the PostgreSQL
 * project a new database on the throwaway cluster (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env[TEST_POSTGRES_URL_ENV];
  if (!adminUrl) {
    const handle = await createDatabase({});
    await migrateDatabase(handle.db);
    return handle;
  }
  const name = `api_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
  await migrateDatabase(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
