// Bundles the API server into dist/apps/api/main.mjs (ESM, Node 20). npm packages stay
// external (resolved from node_modules at run time); our @esign/* libs are bundled in,
// resolved through the path aliases of tsconfig.base.json. Migrations are copied alongside.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = resolve(projectRoot, '../..');
const outDir = resolve(workspaceRoot, 'dist/apps/api');

const { compilerOptions } = JSON.parse(
  readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8'),
);
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths ?? {}).map(([name, [target]]) => [
    name,
    resolve(workspaceRoot, target),
  ]),
);

/** Workspace aliases → source files; every other bare import → external. */
const resolveImports = {
  name: 'workspace-aliases-and-externals',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (aliases[args.path]) return { path: aliases[args.path] };
      if (args.path.startsWith('@esign/')) {
        return { errors: [{ text: `No tsconfig path alias for ${args.path}` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: resolve(projectRoot, 'src/main.ts'),
    // The signing pool's thread (src/pdf/signing-pool.ts loads it from beside main.mjs).
    'pdf-signing-worker': resolve(projectRoot, 'src/pdf/signing-worker.ts'),
    // For scripts that print the demo logins without starting the server.
    'demo-logins': resolve(projectRoot, 'src/demo/demo-logins.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [resolveImports],
});
cpSync(resolve(projectRoot, 'src/db/migrations'), resolve(outDir, 'migrations'), {
  recursive: true,
});
console.log(`Built ${resolve(outDir, 'main.mjs')}`);
