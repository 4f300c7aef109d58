import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Builds `source` as a second entry beside index.html's and loads it from index.html's head as
 * `<script type="module" async>`: an async module runs as soon as it and its imports are in, not
 * after the app's own (much larger) module graph, as it would if index.html listed it with the
 * app's script (Vite bundles every module script of a page into that page's one entry). For work
 * that only starts something slow the app needs later (src/early-start.ts). Build only: in
 * development the app's own call does the same, a little later.
 */
export function earlyEntry(name: string, source: URL): Plugin {
  return {
    name: 'esign-early-entry',
    apply: 'build',
    config: (config) => ({
      build: {
        rollupOptions: {
          input: {
            index: resolve(config.root ?? '', 'index.html'),
            [name]: fileURLToPath(source),
          },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (!chunk) throw new Error(`The early entry '${name}' is missing from the build`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
