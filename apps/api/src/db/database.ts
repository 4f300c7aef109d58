import { createHash } from 'node:crypto';
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
  /** Receives PostgreSQL NOTIFY messages (see DatabaseListen). */
  listen: DatabaseListen;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A NOTIFY on one of the channels, delivered after its transaction committed. */
  onNotification(channel: string, payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile were missed,
   * so whoever relies on them reads what they need from the tables again.
   */
  onReconnect(): void;
}

/**
 * LISTENs on the channels until the returned function is called. PGlite delivers on its one
 * connection; node-postgres needs a connection of its own (a pooled one would be handed to
 * queries), which reconnects by itself after a loss.
 */
export type DatabaseListen = (
  channels: readonly string[],
  handlers: ListenHandlers,
) => Promise<() => Promise<void>>;

const RECONNECT_DELAY_MS = 1_000;

function listenWithClient(connectionString: string): DatabaseListen {
  return async (channels, handlers) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (isReconnect: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.payload !== undefined)
          handlers.onNotification(message.channel, message.payload);
      });
      const lost = () => {
        if (client !== next || stopped) return;
        client = null;
        next.end().catch(() => undefined);
        retry = setTimeout(() => void attempt(), RECONNECT_DELAY_MS);
      };
      next.on('error', lost);
      next.on('end', lost);
      client = next;
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (isReconnect) handlers.onReconnect();
    };
    const attempt = async () => {
      retry = null;
      if (stopped) return;
      try {
        await connect(true);
      } catch (error) {
        console.error('PostgreSQL listener could not reconnect:', (error as Error).message);
        client?.end().catch(() => undefined);
        client = null;
        if (!stopped) retry = setTimeout(() => void attempt(), RECONNECT_DELAY_MS);
      }
    };
    await connect(false);
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}

function listenWithPglite(client: PGlite): DatabaseListen {
  return async (channels, handlers) => {
    const stops = await Promise.all(
      channels.map((channel) =>
        client.listen(channel, (payload) => handlers.onNotification(channel, payload)),
      ),
    );
    return async () => {
      if (client.closed) return;
      await Promise.all(stops.map((stop) => stop()));
    };
  };
}

export interface DatabaseOptions {
  /** postgres:// URL: a node-postgres pool. */
  databaseUrl?: string | undefined;
  /** Directory of an on-disk PGlite database; without it (and without a URL) PGlite runs in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

/** Distinct prepared statements per connection; later new texts run unnamed (planned each time). */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Makes every SELECT a named prepared statement of its connection, named after its text: the
 * first run on a connection parses it, later runs only bind and execute, and from the sixth on
 * PostgreSQL may keep a generic plan when it costs no more than the custom ones (planning took
 * longer than executing for the short queries of a list request). Per connection and bounded:
 * the texts the server builds come from a finite set of query shapes, and past the bound a
 * statement simply runs unnamed as before. Statements prepared by drizzle (see
 * prepared-statements.ts) come named already and count against the same bound.
 */
const statementNames = new Map<string, string>();

/** A name per statement text (a digest, remembered for the texts seen most). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size < MAX_PREPARED_PER_CONNECTION) statementNames.set(text, name);
  }
  return name;
}

function prepareSelects(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  const named = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (typeof text !== 'string' || !/^\s*select\s/i.test(text)) return config;
    const statement = typeof name === 'string' ? name : statementName(text);
    if (!names.has(statement)) {
      if (names.size >= MAX_PREPARED_PER_CONNECTION)
        return name === undefined ? config : { ...config, name: undefined };
      names.add(statement);
    }
    return name === statement ? config : { ...config, name: statement };
  };
  client.query = ((config: unknown, ...rest: unknown[]) =>
    query(named(config), ...rest)) as typeof client.query;
}

/** The node-postgres pool of the server (and of the benchmarks): SELECTs prepared per connection. */
export function createPostgresPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('connect', prepareSelects);
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return pool;
}

/** Opens PostgreSQL through node-postgres when a URL is given, otherwise an in-process PGlite. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPostgresPool(options.databaseUrl, options.maxConnections);
    return {
      db: drizzlePg({ client: pool }) as unknown as Database,
      driver: 'postgres',
      listen: listenWithClient(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  return pgliteHandle(await PGlite.create(options.pgliteDir));
}

/** The handle of an open PGlite client (tests open theirs from a snapshot of a migrated one). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    driver: 'pglite',
    listen: listenWithPglite(client),
    close: () => client.close(),
  };
}

/** Rows of a raw `execute` result; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
