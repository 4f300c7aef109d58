#!/usr/bin/env node
// Prints the JavaScript a browser loads for /login and for the admin frame (gzip), and every
// route chunk's gzip size, against the budgets: initial ≤ 120 KB gzip, each chunk ≤ 50 KB gzip.
// Usage: npx nx run-many -t build -p shell,api && node tools/bench/bundle-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, root, serveBuiltApp } from './serve-built-app.mjs';

const INITIAL_BUDGET_KB = 120;
const CHUNK_BUDGET_KB = 50;
const assetsDir = join(root, 'dist/apps/shell/assets');
const kb = (bytes) => bytes / 1024;
const gzipKb = (file) => kb(gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length);

async function scriptsLoaded(page, action) {
  const files = new Set();
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) files.add(url.pathname.slice('/assets/'.length));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

const server = await serveBuiltApp();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const login = await scriptsLoaded(page, () => page.goto(`${server.baseUrl}/login`));
  const admin = await scriptsLoaded(page, async () => {
    await page.getByRole('textbox', { name: /username/i }).fill('superadmin');
    await page.locator('input[name="password"]').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin');
  });
  const initial = new Set([...login, ...admin]);
  const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  console.log(`JavaScript for /login:            ${sum(login).toFixed(1)} KB gzip (${login.size} files)`);
  console.log(`… plus the admin frame (/admin):  ${sum(initial).toFixed(1)} KB gzip (${initial.size} files) — budget ${INITIAL_BUDGET_KB} KB`);
  console.log(`\nChunks (gzip), budget ${CHUNK_BUDGET_KB} KB each:`);
  const chunks = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
  for (const file of chunks.sort((a, b) => gzipKb(b) - gzipKb(a))) {
    const size = gzipKb(file);
    const flag = size > CHUNK_BUDGET_KB ? '  over budget' : '';
    console.log(`  ${size.toFixed(1).padStart(6)} KB  ${file}${initial.has(file) ? '  (initial)' : ''}${flag}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
