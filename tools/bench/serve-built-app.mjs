// Starts the built server + web app on a fresh demo database for a benchmark and returns
// { baseUrl, stop }. Build first: npx nx run-many -t build -p shell,api
// `distDir` (default <repo>/dist) may name a copy of another build's dist/, to measure two builds
// side by side in one session.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export const root = resolve(import.meta.dirname, '../..');

export async function serveBuiltApp({ port = 4320, env = {}, distDir = join(root, 'dist') } = {}) {
  const main = join(distDir, 'apps/api/main.mjs');
  if (!existsSync(main) || !existsSync(join(distDir, 'apps/shell/index.html'))) {
    throw new Error('Build first: npx nx run-many -t build -p shell,api');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'esign-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      STATIC_DIR: join(distDir, 'apps/shell'),
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('The server did not become ready within 60 s');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((done) => {
        child.on('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
