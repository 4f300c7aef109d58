#!/usr/bin/env node
// `npm run bench`: prints the bundle sizes and the Lighthouse scores of the built app, then the
// API benchmarks (document list under load, bulk signing, balance history over a million ledger
// rows and its xlsx export, 1,000 notification streams) on PGlite and, where this machine has it, PostgreSQL 15, then the
// PDF viewer's timings and memory in Chromium, dragging a box in the placement editor of a
// 300-page draft, and uploading a 50 MB, 1,000-page PDF. ~15 minutes.
// Build first: npx nx run-many -t build -p shell,api
// Extra arguments go to lighthouse.mjs (e.g. `npm run bench -- --json /tmp/lighthouse`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
// The TypeScript benchmarks import the server's source: run-ts.mjs bundles it as the build does.
const runTs = [join(import.meta.dirname, 'run-ts.mjs')];

const scripts = [
  ['bundle-size.mjs'],
  ['lighthouse.mjs', ...process.argv.slice(2)],
  ['document-list.mts'],
  ['bulk-sign.mts'],
  ['signing-job.mts'],
  ['balance-history.mts'],
  ['notification-stream.mts'],
  ['pdf-viewer.mts'],
  ['placement-drag.mts'],
  ['upload-large.mts'],
];
let failed = false;
for (const [script, ...args] of scripts) {
  console.log(`\n=== ${script} ===`);
  const path = join(import.meta.dirname, script);
  const { status } = spawnSync(
    process.execPath,
    [...(script.endsWith('.mts') ? runTs : []), path, ...args],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (status !== 0) {
    console.error(`${script} exited with ${status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
