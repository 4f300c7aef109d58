import { pdfjsAssetsBase } from './pdfjs-assets-base';

// Vite emits pdf.js's worker as an asset of this (small) chunk.
export const PDF_WORKER_URL = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * pdf.js's worker thread, started when this module first loads: with the viewer's code (through
 * pdfjs-options), or with the standard fonts a page asks for as a PDF's download starts
 * (`prefetchPdfFonts`), whichever comes first; a route that shows a PDF at once may ask for it as
 * it is entered (`startPdfViewerLoad`). Its script is requested before the PDF's bytes arrive.
 */
export const pdfWorkerPort: Worker | undefined =
  typeof Worker === 'undefined' ? undefined : new Worker(PDF_WORKER_URL, { type: 'module' });

const assets = pdfjsAssetsBase(PDF_WORKER_URL);

/** Where pdf.js fetches the standard 14 fonts and the CJK character maps (pdfjs-options). */
export const STANDARD_FONT_DATA_URL = `${assets}standard_fonts/`;
export const CMAP_URL = `${assets}cmaps/`;
