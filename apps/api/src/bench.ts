// The server as the benchmarks in tools/bench see it: everything they may use, and nothing else.
// tools/bench/*.mts import only this file, never the server's modules by path, so the server's
// layout can change without breaking them (a change here is a change of the benchmarks' API).
import type { FastifyInstance } from 'fastify';
import { buildApp, createAppContext } from './app';
import { parseConfig } from './config';
import type { Database, DatabaseListen } from './db/database';
import { seedDatabase } from './seed';

export { encryptLoginPassword } from './auth/login-key';
export { createDatabase, createPostgresPool, rowsOf, type Database } from './db/database';
export { migrateDatabase } from './db/migrate';
export { documentCategories } from './db/schema/documents';
export { officeAreas, officeDepartments } from './db/schema/offices';
export { users } from './db/schema/users';
export { DEMO_PASSWORD } from './demo/demo-logins';
export { notifyUser } from './modules/notify/notify-user';
export { makeSamplePdf } from './pdf/fixtures/make-sample-pdf';
export { asPostgres, freePort, POSTGRES_BIN } from './testing/postgres-tools';
export { insertBulkDocuments } from './testing/bulk-documents';

/**
 * The app in demo mode on `db` (reference data, demo users and offices seeded, no demo documents),
 * not yet listening; `storeFile` writes a file through the app's FileStore and returns its id.
 * With `listen` (DatabaseHandle.listen) notification streams are live; `env` overrides settings.
 */
export async function createBenchApp(
  db: Database,
  options: { listen?: DatabaseListen; env?: Record<string, string> } = {},
): Promise<{
  app: FastifyInstance;
  storeFile(content: Uint8Array, contentType: string): Promise<number>;
}> {
  const config = parseConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', ...options.env });
  const ctx = await createAppContext({
    config,
    db,
    ...(options.listen ? { listen: options.listen } : {}),
  });
  await seedDatabase(ctx, { demoDocuments: false });
  return {
    app: await buildApp(ctx, { logger: false }),
    storeFile: (content, contentType) =>
      ctx.files.put(db, content, { contentType, at: ctx.clock() }),
  };
}
export { createDemoSigningIdentity, runSigningJob, type SigningJob } from './pdf';
export { eMeteraiImage, signatureImage } from './files';
