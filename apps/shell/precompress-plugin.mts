import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// ttf: the standard fonts pdf.js fetches (pdfjs-assets-plugin) shrink by about a quarter.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf)$/;
/** Below this, compression saves less than the headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends them
 * pre-compressed (the API server's static handler uses `preCompressed`) instead of compressing
 * on every request or not at all.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'esign-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
