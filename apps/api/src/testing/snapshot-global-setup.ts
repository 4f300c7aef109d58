import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A directory that lives as long as one Jest run: the PGlite snapshots of this run (see
 * createTestDatabase). Without it (a test run outside Jest's projects) every database is built
 * from scratch.
 */
export const SNAPSHOT_DIR_ENV = 'API_TESTS_SNAPSHOT_DIR';

declare global {
  /** Set here, called by snapshot-global-teardown.ts (Jest runs both in its main process). */
  var removeApiTestSnapshots: (() => Promise<void>) | undefined;
}

/**
 * Jest globalSetup of the pglite project: a directory for this run's database snapshots (see
 * createTestDatabase), handed to the workers through an environment variable. A new run starts
 * empty, so a snapshot never outlives the migrations and seed code that made it.
 */
export default async function setup(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'esign-api-snapshots-'));
  process.env[SNAPSHOT_DIR_ENV] = dir;
  globalThis.removeApiTestSnapshots = () => rm(dir, { recursive: true, force: true });
}
