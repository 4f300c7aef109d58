#!/usr/bin/env node
// Creates a lib through `nx g @nx/react:library` (jest, eslint, no bundler, `scope:`/`type:` tags,
// `@esign/<name>` registered in tsconfig.base.json), then brings it to this workspace's shape:
// one tsconfig.json (strict, DOM types for browser libs), jest.config.cjs (a generated
// jest.config.cts breaks under TypeScript 6), lint through the root eslint.config.mjs (where the
// module-boundary rules live), and a typecheck target next to lint and test.
// Usage: node tools/scripts/new-lib.mjs <name> --type <feature|ui|session|data-access|contract> [--scope <scope>] [--env node|jsdom] [--dry-run]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nxEnv, root } from './lib.mjs';

const args = process.argv.slice(2);
const name = args[0];
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const usage =
  'Usage: node tools/scripts/new-lib.mjs <kebab-name> --type <type> [--scope <scope>] [--env node|jsdom] [--dry-run]';
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error(usage);
  process.exit(1);
}
const type = option('--type', 'feature');
const scope = option('--scope', type === 'feature' ? name : 'shared');
const env = option('--env', type === 'contract' || type === 'data-access' ? 'node' : 'jsdom');
const dryRun = args.includes('--dry-run');
const dir = `libs/${name}`;
const at = (path) => join(root, dir, path);
if (existsSync(join(root, dir))) {
  console.error(`${dir} already exists`);
  process.exit(1);
}

// The generator also writes workspace-level files this repo does not use (a root jest.config.ts
// listing every project, generator defaults in nx.json): keep those as they were.
const kept = ['nx.json', 'jest.config.ts'].map((path) => {
  const file = join(root, path);
  return { file, text: existsSync(file) ? readFileSync(file, 'utf8') : undefined };
});

const generated = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'g',
    '@nx/react:library',
    dir,
    `--name=${name}`,
    `--importPath=@esign/${name}`,
    `--tags=scope:${scope},type:${type}`,
    '--bundler=none',
    '--unitTestRunner=jest',
    '--linter=eslint',
    '--compiler=swc',
    '--style=none',
    '--component=false',
    '--minimal',
    '--useProjectJson',
    '--skipPackageJson',
    '--no-interactive',
    ...(dryRun ? ['--dry-run'] : []),
  ],
  // Explicit lint/test targets like every other lib, not inferred-plugin entries in nx.json.
  { cwd: root, stdio: 'inherit', env: { ...nxEnv, NX_ADD_PLUGINS: 'false' } },
);
if (generated.status !== 0) process.exit(generated.status ?? 1);
if (dryRun) process.exit(0);

for (const { file, text } of kept) {
  if (text === undefined) rmSync(file, { force: true });
  else writeFileSync(file, text);
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const browser = env === 'jsdom';

for (const file of [
  'tsconfig.lib.json',
  'tsconfig.spec.json',
  'jest.config.cts',
  'eslint.config.mjs',
  'README.md',
]) {
  rmSync(at(file), { force: true });
}
writeFileSync(
  at('tsconfig.json'),
  json({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      lib: browser ? ['es2022', 'dom', 'dom.iterable'] : ['es2022'],
      types: browser ? ['jest', 'node', '@testing-library/jest-dom'] : ['jest', 'node'],
    },
    include: ['src/**/*.ts', 'src/**/*.tsx'],
  }),
);
// The shared preset transforms with @swc/jest; browser libs share one jsdom environment.
writeFileSync(
  at('jest.config.cjs'),
  `/** @type {import('jest').Config} */
module.exports = {
  displayName: '${name}',
  preset: '../../jest.preset.js',
  testEnvironment: '${browser ? '<rootDir>/../../tools/jest/jsdom-environment.cjs' : 'node'}',${browser ? "\n  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs']," : ''}
  coverageDirectory: '../../coverage/libs/${name}',
};
`,
);
writeFileSync(at('src/index.ts'), `// Public API of @esign/${name}: named exports only.\n`);

const project = JSON.parse(readFileSync(at('project.json'), 'utf8'));
project.targets = {
  lint: { executor: '@nx/eslint:lint' },
  test: {
    executor: '@nx/jest:jest',
    outputs: [`{workspaceRoot}/coverage/${dir}`],
    // A new lib has no spec yet; its first one makes this irrelevant.
    options: { jestConfig: `${dir}/jest.config.cjs`, passWithNoTests: true },
  },
  typecheck: {
    executor: 'nx:run-commands',
    options: { command: `tsc -p ${dir}/tsconfig.json --noEmit` },
  },
};
writeFileSync(at('project.json'), json(project));

// The generator appends the path; keep the list sorted like the rest of the file.
const basePath = join(root, 'tsconfig.base.json');
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths = Object.fromEntries(
  Object.entries(base.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(basePath, json(base));

spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/prettier/bin/prettier.cjs'),
    '--write',
    '--log-level=warn',
    dir,
    'tsconfig.base.json',
  ],
  { cwd: root, stdio: 'inherit' },
);
console.log(
  `Created ${dir} (scope:${scope}, type:${type}, ${env}). Import it as @esign/${name}.` +
    (type === 'feature' && scope === name
      ? `\nAdd scope:${name} to the depConstraints in eslint.config.mjs (which domains it may use).`
      : ''),
);
