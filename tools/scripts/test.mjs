#!/usr/bin/env node
// `npm test`: install what is missing, then check formatting, that `nx affected` stays narrow,
// lint (with module boundaries), type-check, unit tests, the server's integration tests (PGlite,
// and a throwaway PostgreSQL when its binaries are present), the production build, the bundle
// budgets and the end-to-end suite. Exits non-zero on any failure.
import { existsSync } from 'node:fs';
import { ensureDependencies, log, run } from './lib.mjs';

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
function step(title, action) {
  log(title);
  const stepStarted = Date.now();
  action();
  steps.push([title, Math.round((Date.now() - stepStarted) / 1000)]);
}

step('Formatting (prettier --check)', () =>
  run('npx', ['prettier', '--check', '.', '--log-level=warn']),
);
step(
  'Affected-only stays narrow (a change in libs/vendors affects vendors and its dependents)',
  () => run('node', ['tools/scripts/affected-check.mjs']),
);
step('Lint (module boundaries included)', () => nx('run-many', '-t', 'lint', '--parallel=2'));
step('Type-check (one program per environment: tools/scripts/typecheck.mjs)', () =>
  run('node', ['tools/scripts/typecheck.mjs']),
);
step('Unit and integration tests', () => nx('run-many', '-t', 'test', '--parallel=2'));
step('Build', () => nx('run-many', '-t', 'build', '--parallel=2'));
step(
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
step('End-to-end tests (Playwright, Debian Chromium)', () => nx('e2e', 'shell-e2e'));

const formatSeconds = (total) =>
  `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
console.log('\nTime per step:');
for (const [title, seconds] of steps)
  console.log(`  ${formatSeconds(seconds).padStart(7)}  ${title}`);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n✔ All checks passed in ${formatSeconds(seconds)}.`);
