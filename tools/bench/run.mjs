#!/usr/bin/env node
// `npm run bench`: prints the bundle sizes, then the Lighthouse scores, of the built app.
// Build first: npx nx run-many -t build -p shell,api
// Extra arguments go to lighthouse.mjs (e.g. `npm run bench -- --json /tmp/lighthouse`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const scripts = [['bundle-size.mjs'], ['lighthouse.mjs', ...process.argv.slice(2)]];
let failed = false;
for (const [script, ...args] of scripts) {
  console.log(`\n=== ${script} ===`);
  const { status } = spawnSync(process.execPath, [join(import.meta.dirname, script), ...args], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`${script} exited with ${status}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
