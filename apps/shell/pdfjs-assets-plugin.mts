import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/** Where the app loads them from (the PDF viewer of @esign/ui-kit/pdf): `/pdfjs/standard_fonts/`, `/pdfjs/cmaps/`. */
const PUBLIC_PATH = '/pdfjs/';
const FOLDERS = ['standard_fonts', 'cmaps'];

/**
 * pdf.js draws the 14 standard fonts (Helvetica, Times…) that PDFs use without embedding them,
 * and CJK text, from data files it fetches at run time. Without them it falls back to a system
 * font with other widths ("Maju J aya"). This copies pdfjs-dist's files into the build under
 * /pdfjs/ and serves them in development.
 */
export function pdfjsAssets(pdfjsDir: string, outDir: string): Plugin {
  return {
    name: 'esign-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(PUBLIC_PATH, (request, response, next) => {
        const path = normalize(
          join(pdfjsDir, decodeURIComponent((request.url ?? '').split('?')[0] ?? '')),
        );
        if (!path.startsWith(pdfjsDir) || !existsSync(path) || !statSync(path).isFile())
          return next();
        createReadStream(path).pipe(response);
      });
    },
    writeBundle() {
      for (const folder of FOLDERS)
        cpSync(join(pdfjsDir, folder), join(outDir, PUBLIC_PATH, folder), { recursive: true });
    },
  };
}
