import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { TEST_POSTGRES_URL_ENV } from './postgres-tools';

/** A migrated database on the throwaway cluster that several handles (pools) may open. */
export interface SharedTestDatabase {
  /** Its connection URL (for a server started as its own process). */
  url: string;
  /** A new connection pool on it; close the handle before `drop`. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, migrated database on the PostgreSQL test cluster (the `postgres` Jest project only). */
export async function createSharedTestDatabase(): Promise<SharedTestDatabase> {
  const adminUrl = process.env[TEST_POSTGRES_URL_ENV];
  if (!adminUrl) throw new Error('A shared database needs the PostgreSQL test cluster');
  const name = `api_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let migrated = false;
  return {
    url: url.toString(),
    open: async () => {
      const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 5 });
      if (!migrated) {
        await migrateDatabase(handle.db);
        migrated = true;
      }
      return handle;
    },
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on the PostgreSQL
 * project a new database on the throwaway cluster (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env[TEST_POSTGRES_URL_ENV]) {
    const handle = await createDatabase({});
    await migrateDatabase(handle.db);
    return handle;
  }
  const shared = await createSharedTestDatabase();
  const handle = await shared.open();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await shared.drop();
    },
  };
}
