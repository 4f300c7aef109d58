import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './database';

/**
 * `src/db/migrations` when running from source; `migrations/` next to main.mjs in the bundle
 * (build.mjs copies it there).
 */
export function defaultMigrationsDir(): string {
  return fileURLToPath(new URL('./migrations', import.meta.url));
}

interface Migration {
  name: string;
  hash: string;
  statements: string[];
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const journalPath = join(dir, 'meta', '_journal.json');
  let names: string[];
  if (existsSync(journalPath)) {
    // drizzle-kit's journal is the source of order.
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    names = [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
  } else {
    names = (await readdir(dir))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, -'.sql'.length))
      .sort();
  }
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(dir, `${name}.sql`), 'utf8');
      return {
        name,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter(Boolean),
      };
    }),
  );
}

// Any constant works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_KEY = 724_061_901;

/**
 * Applies the SQL files drizzle-kit generated that this database has not seen yet, in one
 * transaction under an advisory lock, so two instances starting together do not race.
 * Works the same on PGlite and node-postgres. Returns the names it applied.
 */
export async function migrateDatabase(
  db: Database,
  dir: string = defaultMigrationsDir(),
): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`
      create table if not exists "__esign_migrations" (
        "name" text primary key,
        "hash" text not null,
        "applied_at" timestamptz not null default now()
      )`);
    const applied = new Set(
      rowsOf<{ name: string }>(await tx.execute(sql`select "name" from "__esign_migrations"`)).map(
        (row) => row.name,
      ),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into "__esign_migrations" ("name", "hash") values (${migration.name}, ${migration.hash})`,
      );
    }
    return pending.map((migration) => migration.name);
  });
}
