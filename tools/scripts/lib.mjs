// Small helpers shared by the start and test scripts (plain Node, no dependencies, so they
// work before `npm ci` has run).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** Environment for every Nx call: no daemon, no cloud, no telemetry, nothing over the network. */
export const nxEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? 'false',
  NX_TUI: 'false',
  NX_VERBOSE_LOGGING: 'false',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/** Runs a command in the repo root with inherited output; exits the process on failure. */
export function run(command, args, { env = nxEnv, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0 && !allowFailure) {
    console.error(
      `\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** `npm ci` when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: process.env });
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
