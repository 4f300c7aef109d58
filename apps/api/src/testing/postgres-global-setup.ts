import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asPostgres, freePort, POSTGRES_BIN, POSTGRES_CLUSTER_URL_ENV } from './postgres-tools';

declare global {
  /** Set here, called by postgres-global-teardown.ts (Jest runs both in its main process). */
  var stopApiTestsPostgres: (() => Promise<void>) | undefined;
}

/**
 * Jest globalSetup of the postgres project: starts a PostgreSQL 15 cluster in a temporary
 * directory (as the postgres user, on a free port, socket in the same directory) and hands its
 * admin URL to the test workers through an environment variable (workers start after this and
 * inherit it). postgres-global-teardown.ts stops and removes it. Each test file then creates its
 * own database on it.
 */
export default async function setup(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'esign-api-pg-'));
  const data = join(dir, 'data');
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  try {
    asPostgres([
      `${POSTGRES_BIN}/initdb`,
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    asPostgres([
      `${POSTGRES_BIN}/pg_ctl`,
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      // Durability is pointless for a throwaway cluster; speed is not.
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start the test PostgreSQL cluster: ${stderr || String(error)}`);
  }
  console.log(`[api tests] PostgreSQL 15 test cluster on 127.0.0.1:${port}`);
  process.env[POSTGRES_CLUSTER_URL_ENV] = `postgres://postgres@127.0.0.1:${port}/postgres`;

  globalThis.stopApiTestsPostgres = async () => {
    try {
      asPostgres([`${POSTGRES_BIN}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
