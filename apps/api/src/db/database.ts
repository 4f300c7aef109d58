import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The drizzle API shared by both drivers; code never needs to know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT>;
/**
 * Anything a query can run on: the database or an open transaction. Inside a transaction,
 * query only through its `tx`: PGlite has a single connection, so a query on `db` would wait
 * for the transaction to end and never return.
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL: a node-postgres pool. */
  databaseUrl?: string | undefined;
  /** Directory of an on-disk PGlite database; without it (and without a URL) PGlite runs in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** Opens PostgreSQL through node-postgres when a URL is given, otherwise an in-process PGlite. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    // An idle client losing its connection must not take the process down; the next query reconnects.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    return {
      db: drizzlePg({ client: pool }) as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
  };
}

/** Rows of a raw `execute` result; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
