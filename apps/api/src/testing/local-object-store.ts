import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { parseConfig, type ObjectStoreConfig } from '../config';

export interface LocalObjectStore {
  /** FILE_STORE=s3 settings pointing at it (for createTestApp's env or parseConfig). */
  env: Record<string, string>;
  config: ObjectStoreConfig;
  stop(): Promise<void>;
}

export const LOCAL_BUCKET = 'esign-test-files';

/**
 * An S3-compatible server (s3rver) on a free loopback port, its objects in a temporary directory,
 * with one empty bucket. `stop` closes it and removes the directory.
 */
export async function startLocalObjectStore(): Promise<LocalObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), 'esign-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    // The system picks a free port when listening: no window for another process to take it.
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: LOCAL_BUCKET }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const env = {
    FILE_STORE: 's3',
    S3_BUCKET: LOCAL_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed development credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const config = parseConfig(env).objectStore;
  if (!config) throw new Error('The local object store settings did not parse');
  return {
    env,
    config,
    stop: async () => {
      // Idle keep-alive sockets of clients would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
