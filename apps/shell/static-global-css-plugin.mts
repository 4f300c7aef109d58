import { createHash } from 'node:crypto';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import { runnerImport, type Plugin } from 'vite';
import { sourcePatch } from './source-patch-plugin.mts';
import { CHAKRA_SYSTEM_MODULE, patchChakraSystem } from './src/styles/patch-chakra-system';

type GlobalCssEntry = { appGlobalCss: () => string };

/**
 * Serves the Chakra system's global CSS (cascade layers, preflight, global styles, token
 * variables: about 47 KB, 5.4 KB brotli) as a stylesheet made at build time, instead of having
 * every page load build it from the theme and insert it through Emotion: that was the larger part
 * of createSystem and of the first render's long task. The text is made by Emotion's own pipeline
 * in Node (@esign/ui-kit/global-css, whose spec checks it against what `Global` inserts in a DOM);
 * createSystem is patched to build none (src/styles/patch-chakra-system.ts). The stylesheet is
 * linked before the scripts, so nothing is drawn without it. Production builds only: the
 * development server pre-bundles Chakra, which transforms do not reach, and keeps the runtime CSS.
 */
export function staticGlobalCss(): Plugin[] {
  let fileName = '';
  const stylesheet: Plugin = {
    name: 'esign-static-global-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<GlobalCssEntry>('@esign/ui-kit/global-css', {
        configFile: false,
        logLevel: 'error',
        plugins: [nxViteTsPaths()],
      });
      const source = module.appGlobalCss();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/global-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head' },
      ],
    },
  };
  const noRuntimeGlobalCss = sourcePatch({
    name: 'esign-chakra-system-without-global-css',
    module: CHAKRA_SYSTEM_MODULE,
    patch: patchChakraSystem,
    missing: "Chakra's createSystem (styled-system/system.js) was not part of the build",
  });
  return [stylesheet, noRuntimeGlobalCss];
}
