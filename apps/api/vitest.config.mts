import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const { compilerOptions } = JSON.parse(
  readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'),
) as {
  compilerOptions: { paths: Record<string, string[]> };
};
// The @esign/* path aliases of tsconfig.base.json.
const alias = Object.entries(compilerOptions.paths).map(([find, [target]]) => ({
  find,
  replacement: resolve(workspaceRoot, target ?? ''),
}));

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** The suite runs a second time on a throwaway PostgreSQL 15 cluster when this machine can start one. */
function postgresSkipReason(): string | null {
  if (process.env['API_TESTS_POSTGRES'] === 'off') return 'API_TESTS_POSTGRES=off';
  if (!existsSync(`${POSTGRES_BIN}/initdb`) || !existsSync(`${POSTGRES_BIN}/pg_ctl`))
    return `no ${POSTGRES_BIN}/initdb and pg_ctl`;
  if (process.getuid?.() !== 0) return 'not running as root (initdb must run as the postgres user)';
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return 'no postgres system user';
  }
  return null;
}

const skipReason = postgresSkipReason();
// The config is evaluated more than once per run; say it once.
if (skipReason && !process.env['API_TESTS_POSTGRES_NOTE']) {
  process.env['API_TESTS_POSTGRES_NOTE'] = '1';
  console.log(`[api tests] PostgreSQL run skipped (${skipReason}); running on PGlite only.`);
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  resolve: { alias },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true as const, test: { name: 'pglite' } },
      ...(skipReason
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup: ['./src/testing/postgres-global-setup.ts'],
                // Tests that never touch a database need not run twice.
                exclude: [
                  'src/config.test.ts',
                  'src/http/redact.test.ts',
                  'src/auth/login-key.test.ts',
                  'src/pdf/**',
                  'src/files/**',
                ],
              },
            },
          ]),
    ],
  },
});
