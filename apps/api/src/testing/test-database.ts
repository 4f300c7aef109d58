import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, pgliteHandle, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { TEST_POSTGRES_URL_ENV } from './postgres-tools';
import { SNAPSHOT_DIR_ENV } from './snapshot-global-setup';

/**
 * What a test database holds before its test starts, beyond the migrations: built once per test
 * run (per name), then copied for every test file that asks for the same one. `fill` must give
 * the same content every time it runs (a fixed clock, fixed settings): whichever file asks first
 * builds the copy all others get.
 */
export interface TestDatabaseContent {
  /** Names the content: [a-z0-9-]+. */
  readonly name: string;
  fill(database: DatabaseHandle): Promise<void>;
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

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The template database holding `content` on the test cluster, made by the first worker that
 * needs it (others wait on an advisory lock): a template is copied by `create database … template`
 * in a few milliseconds, where migrating and seeding takes seconds. The cluster lives for one run,
 * so a template never outlives the code that filled it.
 */
async function postgresTemplate(adminUrl: string, content?: TestDatabaseContent): Promise<string> {
  const name = `api_template_${(content?.name ?? 'migrated').replace(/-/g, '_')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const base = content ? await postgresTemplate(adminUrl, undefined) : 'template0';
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building} template ${base} strategy file_copy`);
    const handle = await createDatabase({
      databaseUrl: databaseUrl(adminUrl, building),
      maxConnections: 5,
    });
    try {
      if (content) await content.fill(handle);
      else await migrateDatabase(handle.db);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/** A database on the PostgreSQL test cluster that several handles (pools) may open. */
export interface SharedTestDatabase {
  /** Its connection URL (for a server started as its own process). */
  url: string;
  /** A new connection pool on it; close the handle before `drop`. */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL test cluster (the `postgres` Jest project only), migrated. */
export async function createSharedTestDatabase(
  content?: TestDatabaseContent,
): Promise<SharedTestDatabase> {
  const adminUrl = process.env[TEST_POSTGRES_URL_ENV];
  if (!adminUrl) throw new Error('A shared database needs the PostgreSQL test cluster');
  const template = await postgresTemplate(adminUrl, content);
  const name = `api_test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template} strategy file_copy`);
  const url = databaseUrl(adminUrl, name);
  return {
    url,
    open: () => createDatabase({ databaseUrl: url, maxConnections: 5 }),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * An in-memory PGlite holding `content`, from this run's snapshot of it when there is one. A new
 * PGlite runs initdb (seconds on a busy machine); one loaded from a dump of its data directory
 * does not, nor does it migrate or seed again.
 */
async function pgliteClient(content?: TestDatabaseContent): Promise<PGlite> {
  const dir = process.env[SNAPSHOT_DIR_ENV];
  const file = dir ? join(dir, `pglite-${content?.name ?? 'migrated'}.tar`) : undefined;
  const snapshot = file ? await readFile(file).catch(() => undefined) : undefined;
  if (snapshot) return PGlite.create({ loadDataDir: new Blob([snapshot]) });

  const client = content ? await pgliteClient(undefined) : await PGlite.create();
  const handle = pgliteHandle(client);
  if (content) await content.fill(handle);
  else await migrateDatabase(handle.db);
  if (file) {
    const dump = await client.dumpDataDir('none');
    // Written whole under another name, then renamed: a reader never sees half a snapshot.
    const partial = `${file}.${randomUUID()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return client;
}

/**
 * A fresh database for one test file, migrated and holding `content` when given: in-memory
 * PGlite, or on the PostgreSQL project a new database on the throwaway cluster (dropped again on
 * close).
 */
export async function createTestDatabase(content?: TestDatabaseContent): Promise<DatabaseHandle> {
  if (!process.env[TEST_POSTGRES_URL_ENV]) return pgliteHandle(await pgliteClient(content));
  const shared = await createSharedTestDatabase(content);
  const handle = await shared.open();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await shared.drop();
    },
  };
}
