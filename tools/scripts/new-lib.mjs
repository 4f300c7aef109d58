#!/usr/bin/env node
// Creates a lib with the files every lib of this workspace has:
// project.json (tags, lint/test/typecheck targets), tsconfig.json, jest.config.cjs,
// src/index.ts and one spec, and registers its `@esign/<name>` path in tsconfig.base.json.
// Usage: node tools/scripts/new-lib.mjs <name> --type <feature|ui|session|data-access|contract> [--scope <scope>] [--env node|jsdom]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const name = args[0];
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error(
    'Usage: node tools/scripts/new-lib.mjs <kebab-name> --type <type> [--scope <scope>] [--env node|jsdom]',
  );
  process.exit(1);
}
const type = option('--type', 'feature');
const scope = option('--scope', type === 'feature' ? name : 'shared');
const env = option('--env', type === 'contract' || type === 'data-access' ? 'node' : 'jsdom');
const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'libs', name);
if (existsSync(dir)) {
  console.error(`libs/${name} already exists`);
  process.exit(1);
}

const write = (path, text) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

write(
  'project.json',
  json({
    name,
    $schema: '../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `libs/${name}/src`,
    projectType: 'library',
    tags: [`scope:${scope}`, `type:${type}`],
    targets: {
      lint: { executor: '@nx/eslint:lint' },
      test: {
        executor: '@nx/jest:jest',
        outputs: [`{workspaceRoot}/coverage/libs/${name}`],
        options: { jestConfig: `libs/${name}/jest.config.cjs` },
      },
      typecheck: {
        executor: 'nx:run-commands',
        options: { command: `tsc -p libs/${name}/tsconfig.json --noEmit` },
      },
    },
  }),
);
const browser = env === 'jsdom';
write(
  'tsconfig.json',
  json({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      lib: browser ? ['es2022', 'dom', 'dom.iterable'] : ['es2022'],
      types: browser ? ['jest', 'node', '@testing-library/jest-dom'] : ['jest', 'node'],
    },
    include: ['src/**/*.ts', 'src/**/*.tsx'],
  }),
);
write(
  'jest.config.cjs',
  `/** @type {import('jest').Config} */
module.exports = {
  displayName: '${name}',
  preset: '../../jest.preset.js',
  testEnvironment: '${browser ? '<rootDir>/../../tools/jest/jsdom-environment.cjs' : 'node'}',${browser ? "\n  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs']," : ''}
  coverageDirectory: '../../coverage/libs/${name}',
};
`,
);
write('src/index.ts', `// Public API of @esign/${name}: named exports only.\n`);

const basePath = join(root, 'tsconfig.base.json');
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths[`@esign/${name}`] = [`./libs/${name}/src/index.ts`];
base.compilerOptions.paths = Object.fromEntries(
  Object.entries(base.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(basePath, json(base));
console.log(
  `Created libs/${name} (scope:${scope}, type:${type}, ${env}). Import it as @esign/${name}.`,
);
