#!/usr/bin/env node
// `npm test`: install what is missing, then check formatting, that `nx affected` stays narrow,
// lint (with module boundaries), type-check, unit tests, the server's integration tests (PGlite,
// and a throwaway PostgreSQL when its binaries are present), the production build, the bundle
// budgets and the end-to-end suite. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies, log, nxEnv, readJson, root, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✖ The end-to-end tests need Debian's Chromium at ${CHROMIUM}.\n` +
        '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  log('Installing Chromium for the end-to-end tests (apt-get)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env: aptEnv });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env: aptEnv });
}

const PDFSIG = '/usr/bin/pdfsig';

/** The server's PDF tests check signatures with pdfsig and render pages with pdftoppm. */
function ensurePoppler() {
  if (existsSync(PDFSIG)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n✖ The PDF signing tests need Debian's poppler-utils (${PDFSIG}, pdftoppm).\n` +
        '  Install it with:  sudo apt-get update && sudo apt-get install -y --no-install-recommends poppler-utils\n',
    );
    process.exit(1);
  }
  log('Installing poppler-utils for the PDF signing tests (apt-get)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env: aptEnv });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], { env: aptEnv });
}

const started = Date.now();
ensureDependencies();
ensureChromium();
ensurePoppler();

const nx = (...args) => run('npx', ['nx', ...args, '--outputStyle=static']);
/** How long each step took, printed at the end: where the time of `npm test` goes. */
const steps = [];
async function step(title, action) {
  log(title);
  const stepStarted = Date.now();
  await action();
  steps.push([title, Math.round((Date.now() - stepStarted) / 1000)]);
}

/**
 * Runs a command beside others: its output streamed, or kept and printed when it ends (so that
 * two commands' lines do not interleave). Resolves with its exit status.
 */
function runBeside(title, command, args, { stream }) {
  return new Promise((resolveStatus) => {
    const child = spawn(command, args, {
      cwd: root,
      env: nxEnv,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    child.stdout?.on('data', (chunk) => kept.push(chunk));
    child.stderr?.on('data', (chunk) => kept.push(chunk));
    child.on('close', (code, signal) => {
      if (!stream) {
        console.log(`\n── ${title} ──`);
        process.stdout.write(Buffer.concat(kept));
      }
      if (code !== 0) console.error(`\n✖ ${title} failed (exit ${code ?? signal}).`);
      resolveStatus(code ?? 1);
    });
  });
}

await step('Formatting (prettier --check)', () =>
  run('npx', ['prettier', '--check', '.', '--log-level=warn']),
);
await step(
  'Affected-only stays narrow (a change in libs/vendors affects vendors and its dependents)',
  () => run('node', ['tools/scripts/affected-check.mjs']),
);
await step('Lint (module boundaries included)', () => nx('run-many', '-t', 'lint', '--parallel=2'));
await step('Type-check', () => nx('run-many', '-t', 'typecheck', '--parallel=2'));
await step('Unit and integration tests', async () => {
  // The server's suite (PGlite, then PostgreSQL) is the longest task by far: it starts at once,
  // beside the other projects' suites run one after another, instead of whenever Nx's scheduler
  // reaches it (last, in the order Nx picks: the step took the sum of both, ~9 minutes).
  const serverSuite = readJson('apps/api/project.json').targets.test.options.command;
  const statuses = await Promise.all([
    runBeside('Server tests (apps/api)', 'sh', ['-c', serverSuite], { stream: true }),
    runBeside(
      "The other projects' tests",
      'npx',
      ['nx', 'run-many', '-t', 'test', '--exclude=api', '--parallel=1', '--outputStyle=static'],
      { stream: false },
    ),
  ]);
  if (statuses.some((status) => status !== 0)) process.exit(1);
});
await step('Build', () => nx('run-many', '-t', 'build', '--parallel=2'));
await step(
  'Bundle budgets (brotli as served: /login, the admin frame, every chunk; tools/bundle-budgets.json)',
  () => {
    run('node', [
      '--test',
      'tools/scripts/bundle-manifest.test.mjs',
      'tools/scripts/axios-browser.test.mjs',
    ]);
    run('node', ['tools/scripts/bundle-budget.mjs']);
  },
);
await step('End-to-end tests (Playwright, Debian Chromium)', () => nx('e2e', 'shell-e2e'));

const formatSeconds = (total) =>
  `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
console.log('\nTime per step:');
for (const [title, seconds] of steps)
  console.log(`  ${formatSeconds(seconds).padStart(7)}  ${title}`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n✔ All checks passed in ${formatSeconds(seconds)}.`);
