#!/usr/bin/env node
// Prints the JavaScript a browser loads for /login and for the admin frame (gzip), and every
// route chunk's gzip size, against the budgets: initial ≤ 120 KB gzip, each chunk ≤ 50 KB gzip.
// Usage: npx nx run-many -t build -p shell,api && node tools/bench/bundle-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from './initial-scripts.mjs';
import { root, serveBuiltApp } from './serve-built-app.mjs';

const INITIAL_BUDGET_KB = 120;
const CHUNK_BUDGET_KB = 50;
const assetsDir = join(root, 'dist/apps/shell/assets');
const kb = (bytes) => bytes / 1024;
const gzipKb = (file) => kb(gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length);

const server = await serveBuiltApp();
try {
  const { login, initial } = await initialScripts(server.baseUrl);
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  console.log(
    `JavaScript for /login:            ${sum(login).toFixed(1)} KB gzip (${login.size} files)`,
  );
  console.log(
    `… plus the admin frame (/admin):  ${sum(initial).toFixed(1)} KB gzip (${initial.size} files) — budget ${INITIAL_BUDGET_KB} KB`,
  );
  console.log(`\nChunks (gzip), budget ${CHUNK_BUDGET_KB} KB each:`);
  const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  for (const file of chunks.sort((a, b) => gzipKb(b) - gzipKb(a))) {
    const size = gzipKb(file);
    const flag = size > CHUNK_BUDGET_KB ? '  over budget' : '';
    console.log(
      `  ${size.toFixed(1).padStart(6)} KB  ${file}${initial.has(file) ? '  (initial)' : ''}${flag}`,
    );
  }
} finally {
  await server.stop();
}
