#!/usr/bin/env node
// Prints the sizes the bundle budget check (tools/scripts/bundle-budget.mjs, in `npm test`)
// computes from the build manifest — /login, the admin frame, the named lazy chunks, every other
// chunk; brotli as served, gzip beside it — then checks them against what really goes over the
// wire: the encoding the server answers for `accept-encoding: br`, `gzip` and none, and, in
// Chromium, that /login and the admin frame fetch exactly the files the manifest says, with the
// `content-encoding` and the body bytes of each script as received.
// Usage: npx nx run-many -t build -p shell,api && node tools/bench/bundle-size.mjs
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { SHELL_OUT_DIR, measureBundle, printBundleReport } from '../scripts/bundle-budget.mjs';
import { servedBytes } from '../scripts/bundle-manifest.mjs';
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
  const [loginPage, adminPage] = report.pages;
  const largest = [...loginPage.files]
    .filter((file) => file.endsWith('.js'))
    .sort(
      (a, b) => statSync(join(SHELL_OUT_DIR, b)).size - statSync(join(SHELL_OUT_DIR, a)).size,
    )[0];
  console.log(`\nThe server's answer for /${largest} by accept-encoding:`);
  for (const acceptEncoding of ['br', 'gzip', 'gzip, deflate, br, zstd', 'identity']) {
    const response = await fetch(`${server.baseUrl}/${largest}`, {
      headers: { 'accept-encoding': acceptEncoding },
    });
    await response.arrayBuffer();
    // fetch decodes the body: the bytes sent are the content-length.
    console.log(
      `  ${acceptEncoding.padEnd(24)} → content-encoding ${response.headers.get('content-encoding') ?? 'none'}, content-length ${response.headers.get('content-length')}`,
    );
  }

  const { login, initial, wire, acceptEncoding } = await initialScripts(server.baseUrl);
  console.log(`\nChromium sent accept-encoding: ${[...acceptEncoding].join(' | ')}`);
  const scripts = (files) =>
    new Set(
      [...files]
        .filter((file) => /\.m?js$/.test(file))
        .map((file) => file.replace(/^assets\//, '')),
    );
  const onTheWire = (name, browser) => {
    const received = [...browser].map((file) => wire.get(file));
    const encodings = {};
    for (const { encoding } of received) encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    const bytes = received.reduce((sum, { bytes: body }) => sum + body, 0);
    const expected = servedBytes(
      SHELL_OUT_DIR,
      [...browser].map((file) => `assets/${file}`),
    ).br;
    console.log(
      `${name}: ${browser.size} scripts received, ${(bytes / 1024).toFixed(1)} KB of bodies (${Object.entries(
        encodings,
      )
        .map(([encoding, count]) => `${count} ${encoding}`)
        .join(
          ', ',
        )}); the build's brotli copies of the same files: ${(expected / 1024).toFixed(1)} KB`,
    );
    if (bytes !== expected) process.exitCode = 1;
  };
  const compare = (name, browser, manifest) => {
    const missing = [...browser].filter((file) => !manifest.has(file));
    const extra = [...manifest].filter((file) => !browser.has(file));
    if (!missing.length && !extra.length) {
      console.log(`\n${name}: the browser loaded the ${browser.size} scripts the manifest lists.`);
      onTheWire(name, browser);
      return true;
    }
    console.log(`\n${name}: the browser and the manifest disagree.`);
    if (missing.length) console.log(`  loaded but not in the manifest set: ${missing.join(', ')}`);
    if (extra.length) console.log(`  in the manifest set but not loaded: ${extra.join(', ')}`);
    return false;
  };
  const agree =
    compare(loginPage.name, login, scripts(loginPage.files)) &
    compare(
      `${loginPage.name}, then signing in to ${adminPage.name}`,
      initial,
      scripts(new Set([...loginPage.files, ...adminPage.files])),
    );
  if (!agree) process.exitCode = 1;
} finally {
  await server.stop();
}
