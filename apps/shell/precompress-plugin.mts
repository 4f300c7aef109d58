import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// ttf: the standard fonts pdf.js fetches (pdfjs-assets-plugin) shrink by about a quarter.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends them
 * pre-compressed (the API server's static handler uses `preCompressed`) instead of compressing
 * on every request or not at all. A file whose compressed copy would not be smaller gets none.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'esign-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        // Written whenever it is smaller, however small the file: the server sends the file as it
        // is when there is no compressed copy, and a 600-byte chunk still shrinks by a third.
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        // Quality 11 is brotli's best; the default window (4 MB) is larger than any file here.
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}
