#!/usr/bin/env node
// Checks that `nx affected` stays narrow: a change inside one lib (default `vendors`, or the lib
// named as the first argument) affects that lib and the projects that depend on it in the project
// graph (imports and implicit dependencies, followed transitively), and nothing else. A shared
// input that sneaks into every project (a root file in `sharedGlobals`, a plugin reading the whole
// workspace) would make every pull request run everything; this fails first.
// Only reads the project graph: runs in a few seconds, builds and tests nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nxEnv, root } from './lib.mjs';

const lib = process.argv[2] ?? 'vendors';
const touched = `libs/${lib}/src/index.ts`;
const nxBin = join(root, 'node_modules/nx/dist/bin/nx.js');

function nx(args) {
  const result = spawnSync(process.execPath, [nxBin, ...args], {
    cwd: root,
    env: nxEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error(`✖ nx ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
  return result.stdout;
}

/** The last line of stdout that parses as JSON (Nx may print warnings before it). */
function jsonOf(stdout) {
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.trim().startsWith('['));
  return JSON.parse(line ?? '[]');
}

const dir = mkdtempSync(join(tmpdir(), 'affected-check-'));
let graph;
try {
  nx(['graph', `--file=${join(dir, 'graph.json')}`]);
  graph = JSON.parse(readFileSync(join(dir, 'graph.json'), 'utf8')).graph;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!graph.nodes[lib]) {
  console.error(`✖ No project named ${lib} in the project graph.`);
  process.exit(1);
}

// Reverse edges: who depends on whom (static imports and implicit dependencies alike).
const dependents = new Map();
for (const [source, edges] of Object.entries(graph.dependencies)) {
  for (const { target } of edges) {
    if (!graph.nodes[target]) continue; // npm packages
    if (!dependents.has(target)) dependents.set(target, new Set());
    dependents.get(target).add(source);
  }
}
const expected = new Set([lib]);
const queue = [lib];
while (queue.length > 0) {
  for (const dependent of dependents.get(queue.shift()) ?? []) {
    if (expected.has(dependent)) continue;
    expected.add(dependent);
    queue.push(dependent);
  }
}

const affected = new Set(
  jsonOf(nx(['show', 'projects', '--affected', `--files=${touched}`, '--json'])),
);
// The projects that `nx affected -t lint typecheck test` would run: the affected ones that have
// at least one of those targets.
const withTargets = new Set(
  jsonOf(nx(['show', 'projects', '--with-target', 'lint', '--json'])).concat(
    jsonOf(nx(['show', 'projects', '--with-target', 'typecheck', '--json'])),
    jsonOf(nx(['show', 'projects', '--with-target', 'test', '--json'])),
  ),
);

const sorted = (set) => [...set].sort();
const extra = sorted(affected).filter((p) => !expected.has(p));
const missing = sorted(expected).filter((p) => !affected.has(p));
const all = Object.keys(graph.nodes).length;
console.log(`Touched ${touched}.`);
console.log(`  expected (${lib} and its dependents): ${sorted(expected).join(', ')}`);
console.log(`  nx affected:                          ${sorted(affected).join(', ')}`);
console.log(
  `  lint/typecheck/test would run in:     ${sorted(affected)
    .filter((p) => withTargets.has(p))
    .join(', ')} (of ${all} projects)`,
);
if (extra.length > 0 || missing.length > 0) {
  if (extra.length > 0)
    console.error(`✖ Affected without depending on ${lib}: ${extra.join(', ')}`);
  if (missing.length > 0)
    console.error(`✖ Depend on ${lib} but not affected: ${missing.join(', ')}`);
  process.exit(1);
}
if (affected.size >= all) {
  console.error('✖ Every project is affected: the check cannot tell a narrow change apart.');
  process.exit(1);
}
console.log(`✔ nx affected for a change in ${lib} is ${lib} and its dependents, nothing else.`);
