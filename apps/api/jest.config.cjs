const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const { resolve } = require('node:path');

// PGlite's CommonJS build loads Node built-ins with import(); inside Jest's module sandbox that
// needs Node's VM modules (https://jestjs.io/docs/ecmascript-modules). `npx nx test api` passes
// the flag; say so instead of failing every database test with Node's own error.
if (typeof require('node:vm').SourceTextModule !== 'function') {
  throw new Error(
    "The API tests need Node's --experimental-vm-modules: run `npx nx test api`, or\n" +
      '  node --experimental-vm-modules node_modules/jest/bin/jest.js --config apps/api/jest.config.cjs',
  );
}

const workspaceRoot = resolve(__dirname, '../..');
const { compilerOptions } = JSON.parse(
  readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'),
);
// The @esign/* path aliases of tsconfig.base.json.
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [
    `^${name.replace(/[/.]/g, '\\$&')}$`,
    resolve(workspaceRoot, target),
  ]),
);

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** The suite runs a second time on a throwaway PostgreSQL 15 cluster when this machine can start one. */
function postgresSkipReason() {
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
// The config may be read more than once per run; say it once.
if (skipReason && !process.env['API_TESTS_POSTGRES_NOTE']) {
  process.env['API_TESTS_POSTGRES_NOTE'] = '1';
  console.log(`[api tests] PostgreSQL run skipped (${skipReason}); running on PGlite only.`);
}

const swc = (syntax) => [
  '@swc/jest',
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } },
];

/** Settings both projects share: the workspace preset's style, for Node and our TypeScript. */
const shared = {
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/testing/jest-environment.cjs',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    // ESM-only packages (see transformIgnorePatterns) become CommonJS like our own code;
    // swc turns their import.meta.url into a file URL of __filename.
    '^.+\\.m?js$': swc('ecmascript'),
  },
  // Node 20.19+ lets the server require() these pure-ESM packages; Jest's CommonJS runtime on
  // Node 20 cannot, so they are compiled like our own code: jose, @libpdf/core with its
  // @noble/@scure crypto, light-my-request's cookie (app.inject) and @fastify/static's
  // content-disposition. Everything else in node_modules ships CommonJS (PGlite and drizzle-orm
  // included) and is left alone. A new one fails with "Must use import to load ES Module: <file>".
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|@libpdf/core|@noble/ciphers|@noble/hashes|@scure/base|cookie|content-disposition)/)',
  ],
  moduleNameMapper,
};

/** @type {import('jest').Config} */
module.exports = {
  // Measured on 2 cores: 55 s with two workers, 94 s with one (same CPU time).
  maxWorkers: 2,
  // Hooks get 120 s (see src/testing/jest-environment.cjs).
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'pglite',
      globalSetup: '<rootDir>/src/testing/snapshot-global-setup.ts',
      globalTeardown: '<rootDir>/src/testing/snapshot-global-teardown.ts',
    },
    ...(skipReason
      ? []
      : [
          {
            ...shared,
            displayName: 'postgres',
            globalSetup: '<rootDir>/src/testing/postgres-global-setup.ts',
            globalTeardown: '<rootDir>/src/testing/postgres-global-teardown.ts',
            setupFiles: ['<rootDir>/src/testing/use-postgres-cluster.ts'],
            // Tests that never touch a database need not run twice.
            testPathIgnorePatterns: [
              '/node_modules/',
              '<rootDir>/src/config\\.test\\.ts$',
              '<rootDir>/src/http/redact\\.test\\.ts$',
              '<rootDir>/src/auth/login-key\\.test\\.ts$',
              '<rootDir>/src/modules/documents/document-rules\\.test\\.ts$',
              '<rootDir>/src/pdf/',
              '<rootDir>/src/files/',
              '<rootDir>/src/cache/',
            ],
          },
        ]),
  ],
};
