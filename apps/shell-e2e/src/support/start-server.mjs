// Starts the built API server (which serves the built shell) on a fresh database in a temp dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'esign-e2e-'));
const server = spawn(process.execPath, [join(root, 'dist/apps/api/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    APP_MODE: 'demo',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '4310',
    DATA_DIR: dataDir,
    STATIC_DIR: join(root, 'dist/apps/shell'),
    // The tests mint an expired token with the same secret (src/support/e2e-env.ts).
    JWT_SECRET: process.env.E2E_JWT_SECRET,
    ACCESS_TOKEN_TTL_SECONDS: '300',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
