import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { pdfjsAssets } from './pdfjs-assets-plugin.mts';
import { precompress } from './precompress-plugin.mts';
import { INITIAL_CHUNK_NAMES, initialChunk } from './initial-chunks.mts';
import { axiosBrowser } from './axios-browser-plugin.mjs';
import { preloadDependencies } from './preload-dependencies.mts';
import { chakraStyleCache } from './chakra-style-cache-plugin.mts';
import { chakraSystemSteps } from './chakra-system-steps-plugin.mts';
import { staticGlobalCss } from './static-global-css-plugin.mts';
import { prerenderLogin } from './prerender-login-plugin.mts';
import { planSharedPageChunk, planningSharedChunks } from './shared-page-chunks.mts';

// In development the API server runs on API_PORT (default 3333) and Vite proxies to it;
// in production the API server serves this build and /api from one origin.
const apiTarget = `http://localhost:${process.env['API_PORT'] ?? '3333'}`;

// react-router 7's package exports always point at its development build (dev warnings on,
// remix-run/react-router#12532, #14102); the production build is the same code with them off.
// The domain libs and the kit have no module side effects (nothing runs on import but
// declarations). Saying so lets the bundler leave out of the entry chunk what the shell's route
// table reaches through a lib's index.ts but only lazy pages use (pickers, queries, TanStack
// Query): without it those modules land in the entry chunk and load on /login. contract and
// api-client are left out of this list (contract configures zod on import).
const SIDE_EFFECT_FREE_SOURCE =
  /\/libs\/(documents|ematerai|monitoring|offices|session|signing|ui-kit|upload-placement|users|vendors)\/src\//;

// Emotion imports hoist-non-react-statics (and through it react-is) for `withTheme`, which nothing
// here calls; both are CommonJS modules that only define functions and constants, but the bundler
// keeps a CommonJS module it cannot prove pure, so they reached every page (0.6–0.7 KB brotli). Where a
// module does use them (recharts uses react-is), they stay.
const SIDE_EFFECT_FREE_PACKAGE = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

// Chakra's anatomy module builds the anatomy of every component at module level
// (`createAnatomy('alert').parts(…)`, `dialogAnatomy$1.extendWith(…)`): calls the bundler keeps
// even when nothing reads their result, so every component's anatomy reached every page. They only
// build objects; declaring them pure lets the unused ones go (0.8 KB brotli on /login and the
// frame). The names of the extended Ark anatomies are read from the module, so they follow Chakra
// updates; a name that stops matching only makes the bundle bigger, which the budget check reports.
// Chakra's createIcon is the same kind of call (the field's error icon, which nothing renders:
// 0.3 KB on /login).
const chakraAnatomySource = readFileSync(
  fileURLToPath(
    new URL('../../node_modules/@chakra-ui/react/dist/esm/anatomy.js', import.meta.url),
  ),
  'utf8',
);
const PURE_FACTORY_CALLS = [
  'createAnatomy',
  'createIcon',
  ...new Set(
    [...chakraAnatomySource.matchAll(/([\w$]+)\.extendWith\(/g)].map((match) => match[1] ?? ''),
  ),
];

const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

const preload = preloadDependencies();

const planning = planningSharedChunks();

export default defineConfig(async ({ command, mode }) => {
  // The modules of the chunk the admin pages share (src/build/shared-page-modules.ts): planned by a
  // build of its own, before the production build. The development server has no chunks.
  // The figures: a document list went from 38 files beyond the first load's to 11 (37.3 → 36.8 KB
  // brotli), a document's page from 29 to 12 (29.0 → 37.5 KB), the e-meterai balance from 44 to 20
  // (56.9 → 57.5 KB); the shared chunk is 15 KB. Lower `minUsers` or a higher `maxChunkLength`
  // merge more, at the cost of bytes a page does not use.
  const sharedPageModules =
    command === 'build' && !planning
      ? await planSharedPageChunk(fileURLToPath(import.meta.url), mode, {
          // /login's page, the admin frame and the home: the first loads the budgets hold.
          budgeted: /[\\/](login-page|admin-frame|home-page)\.tsx$/,
          // The groups below (initial-chunks.mts) and the lazily imported packages (`vendor-*`).
          kept: new RegExp(`^assets/(${[...INITIAL_CHUNK_NAMES, 'vendor-'].join('|')})`),
          minUsers: 6,
          maxChunkLength: 15_000,
          tinyChunkLength: 2_000,
        })
      : new Set<string>();
  return {
    root: import.meta.dirname,
    resolve: {
      alias:
        mode === 'production'
          ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
          : [],
    },
    cacheDir: '../../node_modules/.vite/apps/shell',
    plugins: [
      react(),
      axiosBrowser(),
      nxViteTsPaths(),
      // The plan's build writes nothing (shared-page-chunks.mts): without the plugins that write.
      ...(planning
        ? []
        : [
            pdfjsAssets(
              fileURLToPath(new URL('../../node_modules/pdfjs-dist', import.meta.url)),
              fileURLToPath(new URL('../../dist/apps/shell', import.meta.url)),
            ),
            precompress(fileURLToPath(new URL('../../dist/apps/shell', import.meta.url))),
          ]),
      preload.plugin,
      chakraStyleCache(
        fileURLToPath(new URL('./src/styles/style-serialization-cache.ts', import.meta.url)),
      ),
      staticGlobalCss(),
      chakraSystemSteps(),
      ...(planning
        ? []
        : [prerenderLogin(fileURLToPath(new URL('../../dist/apps/shell', import.meta.url)))]),
    ],
    server: {
      port: 4300,
      proxy: { '/api': apiTarget, '/config.json': apiTarget },
    },
    build: {
      outDir: '../../dist/apps/shell',
      emptyOutDir: true,
      reportCompressedSize: false,
      target: 'es2022',
      sourcemap: false,
      // .vite/manifest.json: which chunks each entry and lazy module loads, read by the bundle budget
      // check (tools/scripts/bundle-budget.mjs). The server does not serve dotfiles.
      manifest: true,
      // Every browser of the es2022 target but Safari 15.4–16 supports <link rel="modulepreload">;
      // there the chunks still load, only without being fetched ahead. The polyfill cost every page
      // 0.2 KB (brotli).
      // A lazy import preloads only the chunks its importer has not loaded (preload-dependencies.mts).
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      rollupOptions: {
        treeshake: {
          moduleSideEffects: (id: string) =>
            !SIDE_EFFECT_FREE_SOURCE.test(id) && !SIDE_EFFECT_FREE_PACKAGE.test(id),
          manualPureFunctions: PURE_FACTORY_CALLS,
        },
        output: {
          codeSplitting: {
            groups: [
              // What /login and the admin frame load goes into a few chunks (initial-chunks.mts).
              { name: (id: string) => initialChunk(id) ?? null, priority: 2 },
              // What most admin pages load, in one chunk (shared-page-chunks.mts). Only the planned
              // modules, not what they import: that stays where the plan saw it.
              {
                name: (id: string) => (sharedPageModules.has(id) ? 'pages-shared' : null),
                includeDependenciesRecursively: false,
                priority: 1,
              },
            ],
          },
          // The shared chunk every page loads (Chakra system, zod, axios, session/ui-kit code) would
          // otherwise be named after whichever module the bundler met first (it was `sso-*.js`).
          // A lazily imported package is named after the package, not its entry file (`dist-*.js`).
          chunkFileNames(chunk) {
            const shared = !chunk.isEntry && !chunk.isDynamicEntry;
            const core =
              shared &&
              chunk.moduleIds.some((id) =>
                /@chakra-ui\/react\/dist\/esm\/styled-system\/system\./.test(id),
              );
            if (core) return 'assets/core-[hash].js';
            const lazyPackage = chunk.isDynamicEntry
              ? /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(chunk.facadeModuleId ?? '')?.[1]
              : undefined;
            if (lazyPackage)
              return `assets/vendor-${lazyPackage.replace('@', '').replace('/', '-')}-[hash].js`;
            return 'assets/[name]-[hash].js';
          },
        },
      },
    },
  } satisfies UserConfig;
});
