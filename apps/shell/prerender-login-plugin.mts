import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { createServer, type Plugin, type Rollup } from 'vite';
import type { RuntimeConfig } from '@esign/contract';
import {
  composePrerenderedHtml,
  indexHtmlParts,
} from './src/prerender/compose-prerendered-html.ts';

type RenderModule = typeof import('./src/prerender/render-login-page.tsx');

/** What the login page reads from the runtime config; the server fills in `poweredBy`. */
function configFor(sso: boolean, poweredBy: string): RuntimeConfig {
  return {
    apiBaseUrl: '',
    loginPublicKey: '-----BEGIN PUBLIC KEY-----',
    oauthClientId: 'prerender',
    sso: sso
      ? {
          clientId: 'prerender',
          authority: 'https://sso.invalid/',
          scopes: ['openid'],
          redirectPath: '/sso',
        }
      : null,
    poweredBy,
    environment: 'production',
  };
}

function assetText(bundle: Rollup.OutputBundle, fileName: string): string {
  const asset = bundle[fileName];
  if (asset?.type !== 'asset') throw new Error(`The build has no asset ${fileName}`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
}

/**
 * Writes /login as HTML with the page already drawn (prerendered/login.html, and
 * prerendered/login-sso.html for a server with SSO), which the API server sends instead of
 * index.html to a visitor without a session who has not chosen dark mode
 * (apps/api/src/http/prerendered-pages.ts). The page is
 * the real LoginPage rendered by React's server renderer (src/prerender/render-login-page.tsx);
 * the HTML carries its styles and one small script that starts the app after the first frame
 * (src/prerender/start-app-after-paint.ts). On Lighthouse's slow 4G, the form is on screen when
 * the HTML has arrived instead of when the app's 168 KB of script have. Production builds only.
 */
export function prerenderLogin(outDir: string): Plugin {
  return {
    name: 'esign-prerender-login',
    apply: 'build',
    async writeBundle(_options, bundle) {
      const indexHtml = assetText(bundle, 'index.html');
      const parts = indexHtmlParts(indexHtml);
      const stylesheet = assetText(bundle, parts.stylesheet.replace(/^\//, ''));

      const started = await esbuild({
        stdin: {
          contents: `import { startAppAfterPaint } from './start-app-after-paint';\nstartAppAfterPaint(${JSON.stringify(
            { entry: parts.entry, preloads: parts.preloads, runtimeConfig: parts.runtimeConfig },
          )});\n`,
          resolveDir: join(import.meta.dirname, 'src/prerender'),
          loader: 'ts',
        },
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
      });
      const script = started.outputFiles[0]?.text ?? '';
      const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
      const startScript = `assets/start-app-${hash}.js`;
      writeFileSync(join(outDir, startScript), script);

      const server = await createServer({
        configFile: false,
        logLevel: 'error',
        plugins: [nxViteTsPaths()],
        appType: 'custom',
        server: { middlewareMode: true, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const render = (await server.ssrLoadModule(
          join(import.meta.dirname, 'src/prerender/render-login-page.tsx'),
        )) as RenderModule;
        const dir = join(outDir, render.PRERENDERED_PAGES_DIR);
        mkdirSync(dir, { recursive: true });
        for (const sso of [false, true]) {
          const html = composePrerenderedHtml({
            indexHtml,
            stylesheet,
            markup: await render.renderLoginPage(configFor(sso, render.POWERED_BY_PLACEHOLDER)),
            pageId: render.PRERENDERED_PAGE_ID,
            startScript: `/${startScript}`,
          });
          const files = render.PRERENDERED_LOGIN_FILES;
          writeFileSync(join(dir, sso ? files.withSso : files.withoutSso), html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
