#!/usr/bin/env node
// Prints the gzip sizes the bundle budget check (tools/scripts/bundle-budget.mjs, in `npm test`)
// computes from the build manifest — /login, the admin frame, the named lazy chunks, every other
// chunk — then loads /login and the admin frame in Chromium and checks that the browser fetched
// exactly the files the manifest says, so the check and the real page agree.
// Usage: npx nx run-many -t build -p shell,api && node tools/bench/bundle-size.mjs
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { measureBundle, printBundleReport } from '../scripts/bundle-budget.mjs';
import { initialScripts } from './initial-scripts.mjs';
import { root, serveBuiltApp } from './serve-built-app.mjs';

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
  .toString()
  .trim();
console.log(
  `commit ${commit}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}\n`,
);

const report = measureBundle();
printBundleReport(report);

const server = await serveBuiltApp();
try {
  const { login, initial } = await initialScripts(server.baseUrl);
  const scripts = (files) =>
    new Set(
      [...files]
        .filter((file) => /\.m?js$/.test(file))
        .map((file) => file.replace(/^assets\//, '')),
    );
  const compare = (name, browser, manifest) => {
    const missing = [...browser].filter((file) => !manifest.has(file));
    const extra = [...manifest].filter((file) => !browser.has(file));
    if (!missing.length && !extra.length) {
      console.log(`\n${name}: the browser loaded the ${browser.size} scripts the manifest lists.`);
      return true;
    }
    console.log(`\n${name}: the browser and the manifest disagree.`);
    if (missing.length) console.log(`  loaded but not in the manifest set: ${missing.join(', ')}`);
    if (extra.length) console.log(`  in the manifest set but not loaded: ${extra.join(', ')}`);
    return false;
  };
  const [loginPage, adminPage] = report.pages;
  const agree =
    compare(loginPage.name, login, scripts(loginPage.files)) &
    compare(adminPage.name, initial, scripts(new Set([...loginPage.files, ...adminPage.files])));
  if (!agree) process.exitCode = 1;
} finally {
  await server.stop();
}
