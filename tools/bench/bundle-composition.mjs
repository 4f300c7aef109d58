#!/usr/bin/env node
// Prints what the initial JavaScript of the shell (everything loaded for /login and the admin
// frame) is made of: bytes per node_modules package and per workspace lib, from source maps.
// Builds the shell once more, with source maps, into a temporary folder (dist/ is not touched),
// serves that build with the built API server and records which chunks /login and /admin load.
// Usage: npx nx run-many -t build -p shell,api && node tools/bench/bundle-composition.mjs [--all] [--top N]
//   --all    analyse every chunk, not only the initial ones
//   --top N  how many contributors to list (default 25)
//   --detail OWNER  also list the files of one owner (e.g. zod, axios, libs/contract)
// Sizes: "min" is the minified bytes a module contributes; "gzip" is its share of the chunk's
// gzip size (min bytes × the chunk's gzip/min ratio), so the gzip column adds up to the total.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from './initial-scripts.mjs';
import { root, serveBuiltApp } from './serve-built-app.mjs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const detailIndex = args.indexOf('--detail');
const detail = detailIndex >= 0 ? args[detailIndex + 1] : undefined;
/** Minified bytes per source file of the --detail owner, over all analysed chunks. */
const detailFiles = new Map();

/** Families the team weighs when deciding on dependencies (a package may be in one only). */
const FAMILIES = [
  ['zod', /^zod$/],
  [
    'Chakra UI + emotion + Ark/Zag',
    /^(@chakra-ui\/|@emotion\/|@ark-ui\/|@zag-js\/|@pandacss\/|@floating-ui\/|@internationalized\/|@swc\/helpers|stylis|proxy-compare|proxy-memoize|hoist-non-react-statics|react-is|@babel\/runtime|uqr|perfect-freehand|scroll-into-view-if-needed|compute-scroll-into-view)/,
  ],
  ['react-dom + scheduler', /^(react-dom|scheduler)$/],
  ['react', /^react$/],
  ['react-router (+ cookie, set-cookie-parser)', /^(react-router|cookie|set-cookie-parser)$/],
  ['axios', /^axios$/],
  ['@tanstack/react-query', /^@tanstack\//],
  ['zustand', /^zustand$/],
  ['lucide-react', /^lucide-react$/],
  ['@azure/msal-*', /^@azure\//],
];

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUES = new Map([...B64].map((char, index) => [char, index]));

/** Decodes source map "mappings" into [line][{ column, source }] (source = index or -1). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = B64_VALUES.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        segments.push({ column, source });
      } else {
        segments.push({ column, source: -1 });
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** Groups a source path under its package (node_modules), workspace project or bundler runtime. */
function ownerOf(sourcePath) {
  const path = sourcePath.replaceAll('\\', '/');
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = path.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const project = /(?:^|\/)(libs|apps)\/([^/]+)\//.exec(path);
  if (project) return `${project[1]}/${project[2]}`;
  if (/rolldown|vite|preload-helper|\0/.test(path)) return '(bundler runtime)';
  return path;
}

/** Minified bytes per owner in one chunk, attributed through its source map. */
function chunkComposition(assetsDir, file) {
  const code = readFileSync(join(assetsDir, file), 'utf8');
  const minBytes = Buffer.byteLength(code);
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  if (!existsSync(join(assetsDir, `${file}.map`))) {
    // The bundler's own runtime chunk has no source map.
    return { bytes: new Map([['(bundler runtime)', minBytes]]), minBytes, gzipBytes };
  }
  const map = JSON.parse(readFileSync(join(assetsDir, `${file}.map`), 'utf8'));
  const owners = (map.sources ?? []).map((source) => ownerOf(source));
  const codeLines = code.split('\n');
  const bytes = new Map();
  const add = (owner, count) => bytes.set(owner, (bytes.get(owner) ?? 0) + count);
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const lineText = codeLines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const end = index + 1 < segments.length ? segments[index + 1].column : lineText.length;
      const length = Buffer.byteLength(lineText.slice(segment.column, end));
      add(segment.source >= 0 ? owners[segment.source] : '(unmapped)', length);
      if (detail && segment.source >= 0 && owners[segment.source] === detail) {
        const source = map.sources[segment.source].replace(/^(\.\.\/)+/, '');
        detailFiles.set(source, (detailFiles.get(source) ?? 0) + length);
      }
    });
    const before = segments.length ? segments[0].column : lineText.length;
    add('(unmapped)', Buffer.byteLength(lineText.slice(0, before)) + 1);
  });
  return { bytes, minBytes, gzipBytes };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

const outDir = mkdtempSync(join(tmpdir(), 'esign-composition-'));
try {
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'apps/shell/vite.config.mts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
  const assetsDir = join(outDir, 'assets');
  let files;
  if (all) {
    files = new Set(readdirSync(assetsDir).filter((file) => file.endsWith('.js')));
  } else {
    const server = await serveBuiltApp({ port: 4321, env: { STATIC_DIR: outDir } });
    try {
      files = (await initialScripts(server.baseUrl)).initial;
    } finally {
      await server.stop();
    }
  }

  const totals = new Map();
  let totalMin = 0;
  let totalGzip = 0;
  const perChunk = [];
  for (const file of files) {
    const { bytes, minBytes, gzipBytes } = chunkComposition(assetsDir, file);
    const ratio = gzipBytes / minBytes;
    totalMin += minBytes;
    totalGzip += gzipBytes;
    const entries = [...bytes]
      .map(([owner, min]) => [owner, min, min * ratio])
      .sort((a, b) => b[1] - a[1]);
    perChunk.push({ file, minBytes, gzipBytes, entries });
    for (const [owner, min, gzip] of entries) {
      const total = totals.get(owner) ?? { min: 0, gzip: 0 };
      totals.set(owner, { min: total.min + min, gzip: total.gzip + gzip });
    }
  }

  console.log(
    `${all ? 'All' : 'Initial'} JavaScript: ${files.size} chunks, ${kb(totalMin).trim()} KB minified, ${kb(totalGzip).trim()} KB gzip\n`,
  );
  console.log('Top contributors (package or workspace project):');
  console.log('     min KB  gzip KB   share  owner');
  const sorted = [...totals].sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [owner, { min, gzip }] of sorted.slice(0, top)) {
    console.log(
      `   ${kb(min)}   ${kb(gzip)}  ${((gzip / totalGzip) * 100).toFixed(1).padStart(5)}%  ${owner}`,
    );
  }
  if (sorted.length > top) {
    const rest = sorted.slice(top).reduce((sum, [, { gzip }]) => sum + gzip, 0);
    console.log(`             ${kb(rest)}          ${sorted.length - top} more`);
  }

  console.log('\nBy family:');
  const familyTotals = FAMILIES.map(([name, pattern]) => {
    const members = sorted.filter(([owner]) => pattern.test(owner));
    return [
      name,
      members.reduce((sum, [, { gzip }]) => sum + gzip, 0),
      members.reduce((sum, [, { min }]) => sum + min, 0),
    ];
  });
  const workspace = sorted.filter(([owner]) => /^(libs|apps)\//.test(owner));
  familyTotals.push([
    'workspace code (apps/*, libs/*)',
    workspace.reduce((s, [, { gzip }]) => s + gzip, 0),
    workspace.reduce((s, [, { min }]) => s + min, 0),
  ]);
  for (const [name, gzip, min] of familyTotals) {
    if (min > 0) console.log(`   ${kb(min)} min  ${kb(gzip)} gzip  ${name}`);
  }

  if (detail) {
    console.log(`\nFiles of ${detail} (minified KB):`);
    for (const [source, min] of [...detailFiles].sort((a, b) => b[1] - a[1]))
      console.log(`   ${kb(min)}  ${source}`);
  }

  console.log('\nPer chunk (gzip, top 6 contributors each):');
  for (const { file, gzipBytes, entries } of perChunk.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const list = entries
      .slice(0, 6)
      .map(([owner, , gzip]) => `${owner} ${(gzip / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`   ${kb(gzipBytes)}  ${file}: ${list}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
