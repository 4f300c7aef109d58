#!/usr/bin/env node
// Checks the built shell against tools/bundle-budgets.json without a browser: what /login and the
// admin frame load, every other chunk (50 KB each), and the named lazy chunks (charts, MSAL, PDF),
// which must also stay out of /login and the admin frame. A size is what the server sends: the
// build's brotli copy of each file (the file itself when it has none), with gzip printed beside it
// (why brotli: the `$comment` of the budgets file). Prints every size; exits 1 when one is over its
// budget. Reads dist/apps/shell/.vite/manifest.json.
// Usage: npx nx build shell && node tools/scripts/bundle-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesLoadedBy, readManifest, servedBytes } from './bundle-manifest.mjs';

const repoRoot = resolve(import.meta.dirname, '../..');
export const SHELL_OUT_DIR = join(repoRoot, 'dist/apps/shell');
const SHELL_ROOT = join(repoRoot, 'apps/shell');
const BUDGETS_FILE = join(repoRoot, 'tools/bundle-budgets.json');

const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kb(bytes).toFixed(1).padStart(6)} KB`;

/**
 * Sizes of the build in `outDir` against the budgets: { pages, lazyChunks, routeChunks, failures }.
 * Pages carry their files; every row carries `bytes` (brotli, as served, checked against its
 * budget) and `gzip` (as served to a client without brotli, for information).
 */
export function measureBundle(outDir = SHELL_OUT_DIR, budgets = readBudgets()) {
  const manifest = readManifest(outDir, SHELL_ROOT, repoRoot);
  const failures = [];
  const pages = budgets.pages.map((page) => {
    const files = filesLoadedBy(manifest, page.entries);
    for (const file of scriptsOfHtml(outDir, page.html)) files.add(file);
    const { br: bytes, gzip } = servedBytes(outDir, files);
    if (kb(bytes) > page.budgetKb)
      failures.push(`${page.name}: ${fmt(bytes).trim()} > budget ${page.budgetKb} KB`);
    return { ...page, files, bytes, gzip };
  });
  const initial = new Set(pages.flatMap((page) => [...page.files]));

  const lazyChunks = budgets.lazyChunks.map((chunk) => {
    const entry = manifest[chunk.module];
    if (!entry) throw new Error(`The build manifest has no module ${chunk.module} (${chunk.name})`);
    const { br: bytes, gzip } = servedBytes(outDir, [entry.file]);
    if (kb(bytes) > chunk.budgetKb)
      failures.push(`${chunk.name}: ${fmt(bytes).trim()} > budget ${chunk.budgetKb} KB`);
    for (const page of pages) {
      if (page.files.has(entry.file))
        failures.push(`${chunk.name} (${entry.file}) is loaded by ${page.name}`);
    }
    return { ...chunk, file: entry.file, bytes, gzip };
  });
  const named = new Set(lazyChunks.map((chunk) => chunk.file));

  const lazyFiles = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => /\.(m?js|css)$/.test(file) && !initial.has(file) && !named.has(file)),
  );
  const routeChunks = [...lazyFiles]
    .map((file) => {
      const { br: bytes, gzip } = servedBytes(outDir, [file]);
      return { file, bytes, gzip };
    })
    .sort((a, b) => b.bytes - a.bytes);
  for (const chunk of routeChunks) {
    if (kb(chunk.bytes) > budgets.routeChunkKb)
      failures.push(
        `${chunk.file}: ${fmt(chunk.bytes).trim()} > budget ${budgets.routeChunkKb} KB`,
      );
  }
  return { pages, lazyChunks, routeChunks, routeChunkKb: budgets.routeChunkKb, failures };
}

/**
 * The scripts a page's own HTML file runs besides the app (`html`, a path under outDir: the
 * prerendered /login's start script); none when the page has no such file.
 */
function scriptsOfHtml(outDir, html) {
  if (!html) return [];
  const text = readFileSync(join(outDir, html), 'utf8');
  return [...text.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
}

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
}

/** Prints the report of measureBundle; `top` route chunks are listed (all when undefined). */
export function printBundleReport({ pages, lazyChunks, routeChunks, routeChunkKb }, { top } = {}) {
  const status = (bytes, budgetKb) => (kb(bytes) > budgetKb ? 'OVER BUDGET' : 'ok');
  console.log(
    'Bundle budgets, KB as the server sends them: brotli (checked), gzip beside it (tools/bundle-budgets.json):',
  );
  for (const page of pages) {
    console.log(
      `  ${page.name.padEnd(30)} ${fmt(page.bytes)} br  ${fmt(page.gzip)} gzip  budget ${page.budgetKb} KB, target ${page.targetKb} KB  ${page.files.size} files  ${status(page.bytes, page.budgetKb)}`,
    );
  }
  console.log(
    'Lazy chunks that load only on their own pages (budget: their size when set, rounded up):',
  );
  for (const chunk of lazyChunks) {
    console.log(
      `  ${chunk.name.padEnd(40)} ${fmt(chunk.bytes)} br  ${fmt(chunk.gzip)} gzip  budget ${chunk.budgetKb} KB  ${chunk.file}  ${status(chunk.bytes, chunk.budgetKb)}`,
    );
  }
  const shown = top === undefined ? routeChunks : routeChunks.slice(0, top);
  console.log(
    `Other lazy chunks (routes and what they share), budget ${routeChunkKb} KB each: ${routeChunks.length}, largest first`,
  );
  for (const chunk of shown) {
    console.log(
      `  ${fmt(chunk.bytes)} br  ${fmt(chunk.gzip)} gzip  ${chunk.file}  ${status(chunk.bytes, routeChunkKb)}`,
    );
  }
  if (shown.length < routeChunks.length)
    console.log(`  … ${routeChunks.length - shown.length} more, each smaller`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(join(SHELL_OUT_DIR, '.vite/manifest.json'))) {
    console.error('No build manifest: build first (npx nx build shell).');
    process.exit(1);
  }
  const report = measureBundle();
  printBundleReport(report, { top: 12 });
  if (report.failures.length) {
    console.error(`\n✖ Bundle budget exceeded:\n  ${report.failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\n✔ Every page and chunk is within its budget.');
}
