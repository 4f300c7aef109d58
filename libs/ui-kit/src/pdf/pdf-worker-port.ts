import { pdfjsAssetsBase } from './pdfjs-assets-base';

// Vite emits pdf.js's worker as an asset of this (small) chunk.
export const PDF_WORKER_URL = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * pdf.js's worker thread, started when this module first loads: with the viewer's entry
 * (pdf-viewer.tsx imports it), ahead of react-pdf's much larger chunk, so that the worker's script
 * is requested before the PDF is (a server busy sending the PDF serves nothing else meanwhile).
 * A route that shows a PDF also asks for it first thing, as it is entered (`startPdfViewerLoad`).
 */
export const pdfWorkerPort: Worker | undefined =
  typeof Worker === 'undefined' ? undefined : new Worker(PDF_WORKER_URL, { type: 'module' });

const assets = pdfjsAssetsBase(PDF_WORKER_URL);

/** Where pdf.js fetches the standard 14 fonts and the CJK character maps (pdfjs-options). */
export const STANDARD_FONT_DATA_URL = `${assets}standard_fonts/`;
export const CMAP_URL = `${assets}cmaps/`;
