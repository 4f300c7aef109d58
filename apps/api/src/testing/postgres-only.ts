import { afterAll, beforeAll, describe } from '@jest/globals';
import { TEST_POSTGRES_URL_ENV } from './postgres-tools';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';

// PGlite has one connection and runs transactions one after another, which hides every race:
// concurrency tests run on the throwaway PostgreSQL cluster only (the `postgres` Jest project).

/** Whether this run has a real PostgreSQL (the `postgres` Jest project). */
export const onPostgres = Boolean(process.env[TEST_POSTGRES_URL_ENV]);

/** `describe` on PostgreSQL, `describe.skip` on PGlite. */
export const describeOnPostgres = onPostgres ? describe : describe.skip;

/**
 * A demo app on PostgreSQL with superadmin's Authorization header, made before the file's tests
 * and closed after them; nothing on PGlite. Call at the top of a test file.
 */
export function usePostgresTestApp(): { app: () => TestApp; admin: () => Record<string, string> } {
  let t: TestApp | undefined;
  let admin: Record<string, string> = {};
  beforeAll(async () => {
    if (!onPostgres) return;
    t = await createTestApp();
    admin = bearer((await signIn(t, 'superadmin')).token);
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    app: () => {
      if (!t) throw new Error('The PostgreSQL test app is not started');
      return t;
    },
    admin: () => admin,
  };
}
