import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { pdfjsAssets } from './pdfjs-assets-plugin.mts';
import { precompress } from './precompress-plugin.mts';
import { initialChunk } from './initial-chunks.mts';
import { axiosBrowser } from './axios-browser-plugin.mjs';
import { preloadDependencies } from './preload-dependencies.mts';
import { chakraStyleCache } from './chakra-style-cache-plugin.mts';
import { staticGlobalCss } from './static-global-css-plugin.mts';
import { prerenderLogin } from './prerender-login-plugin.mts';

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

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  resolve: {
    alias:
      mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  cacheDir: '../../node_modules/.vite/apps/shell',
  plugins: [
    react(),
    axiosBrowser(),
    nxViteTsPaths(),
    pdfjsAssets(
      fileURLToPath(new URL('../../node_modules/pdfjs-dist', import.meta.url)),
      fileURLToPath(new URL('../../dist/apps/shell', import.meta.url)),
    ),
    precompress(fileURLToPath(new URL('../../dist/apps/shell', import.meta.url))),
    preload.plugin,
    chakraStyleCache(
      fileURLToPath(new URL('./src/styles/style-serialization-cache.ts', import.meta.url)),
    ),
    staticGlobalCss(),
    prerenderLogin(fileURLToPath(new URL('../../dist/apps/shell', import.meta.url))),
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
        // What /login and the admin frame load goes into a few chunks (initial-chunks.mts).
        manualChunks: initialChunk,
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
}));
