import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Where Debian installs the PostgreSQL 15 server binaries. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

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
