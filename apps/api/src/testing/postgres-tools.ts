import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Where Debian installs the PostgreSQL 15 server binaries. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Admin URL of the throwaway test cluster, set by postgres-global-setup.ts in Jest's main
 * process and so inherited by every worker, whichever project its test file belongs to.
 */
export const POSTGRES_CLUSTER_URL_ENV = 'API_TESTS_POSTGRES_CLUSTER_URL';

/**
 * The admin URL createTestDatabase() uses, set per test file by use-postgres-cluster.ts on the
 * postgres project only; without it a test file runs on an in-memory PGlite.
 */
export const TEST_POSTGRES_URL_ENV = 'API_TESTS_POSTGRES_ADMIN_URL';

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a PostgreSQL binary as the postgres user (initdb and pg_ctl refuse root). */
export function asPostgres(args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' });
}
