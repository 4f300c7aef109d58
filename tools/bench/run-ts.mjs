#!/usr/bin/env node
// Runs a TypeScript benchmark the way the server runs in production: bundled by esbuild with the
// settings of apps/api/build.mjs (ESM, node20, npm packages external, @esign/* from their source),
// then started with plain node. Running the source through tsx instead costs the server ~20%
// more CPU (tsx keeps function names with a helper called on every closure it creates).
// Usage: node tools/bench/run-ts.mjs tools/bench/<name>.mts [arguments of the benchmark]
// The bundle goes to node_modules/.cache/esign-bench/ with the migrations beside it (where the
// server's migrate.ts looks for them, next to the running file).
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { build } from 'esbuild';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const root = resolve(import.meta.dirname, '../..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('Usage: node tools/bench/run-ts.mjs tools/bench/<name>.mts [arguments]');
  process.exit(2);
}
const outDir = resolve(root, 'node_modules/.cache/esign-bench');
const { compilerOptions } = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths ?? {}).map(([name, [target]]) => [
    name,
    resolve(root, target),
  ]),
);

await build({
  // The server's signing threads load pdf-signing-worker.mjs from beside the bundle, as in
  // dist/apps/api (apps/api/build.mjs).
  entryPoints: {
    [basename(entry).replace(/\.m?ts$/, '')]: resolve(entry),
    'pdf-signing-worker': resolve(root, 'apps/api/src/pdf/signing-worker.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'workspace-aliases-and-externals',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArgs) =>
          aliases[resolveArgs.path]
            ? { path: aliases[resolveArgs.path] }
            : { path: resolveArgs.path, external: true },
        );
        // Plain-JS helpers (serve-built-app.mjs, …) stay where they are: they find the repo from
        // their own location.
        pluginBuild.onResolve({ filter: /\.m?js$/ }, (resolveArgs) => ({
          path: resolve(resolveArgs.resolveDir, resolveArgs.path),
          external: true,
        }));
      },
    },
  ],
});
cpSync(resolve(root, 'apps/api/src/db/migrations'), resolve(outDir, 'migrations'), {
  recursive: true,
});

const bundle = resolve(outDir, `${basename(entry).replace(/\.m?ts$/, '')}.mjs`);
const { status, signal } = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, bundle, ...args], {
  cwd: root,
  stdio: 'inherit',
});
if (signal) console.error(`${entry} ended by ${signal}`);
process.exit(status ?? 1);
