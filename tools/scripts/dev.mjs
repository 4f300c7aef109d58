#!/usr/bin/env node
// `npm run dev`: the reference API server on its demo data (restarted by `tsx watch` when its code
// changes) plus the web app through the Vite dev server (`nx serve shell`) with hot module
// replacement; Vite proxies `/api` and `/config.json` to the server (apps/shell/vite.config.mts).
// Ctrl+C stops both. API_PORT (default 3333) and DATA_DIR (default ./.data) may be set.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, log, nxEnv, root } from './lib.mjs';

ensureDependencies();
const apiPort = process.env.API_PORT ?? '3333';
const env = { ...nxEnv, API_PORT: apiPort };
const children = [];
let stopping = false;

/** Starts a command in its own process group, so that stopping it also stops what it spawned. */
function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n✖ ${name} stopped (${code ?? signal}); stopping the rest.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  let left = alive.length;
  if (left === 0) process.exit(exitCode);
  for (const child of alive) child.once('exit', () => --left === 0 && process.exit(exitCode));
  // A process that ignores SIGTERM is not allowed to keep the terminal.
  setTimeout(() => {
    for (const child of alive) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode);
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

log(`Starting the API server on :${apiPort} (demo data in ${process.env.DATA_DIR ?? './.data'})…`);
start(
  'the API server',
  process.execPath,
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    '--tsconfig',
    'apps/api/tsconfig.json',
    'apps/api/src/main.ts',
  ],
  {
    PORT: apiPort,
    APP_MODE: process.env.APP_MODE ?? 'demo',
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
  },
);

log('Starting the web app on the Vite dev server (hot reload)…');
start('the Vite dev server', process.execPath, [
  join(root, 'node_modules/nx/dist/bin/nx.js'),
  'serve',
  'shell',
  '--outputStyle=stream',
]);
console.log('\nOpen http://localhost:4300 once Vite reports it is ready. Ctrl+C stops both.\n');
