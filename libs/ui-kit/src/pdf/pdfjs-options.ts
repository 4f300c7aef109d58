import { pdfjs } from 'react-pdf';

// Vite emits the worker as an asset of this chunk only; the viewer chunk is itself loaded lazily.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * One pdf.js worker for the app's lifetime, started when this module loads (a page that will show
 * a PDF preloads it), so the worker's script downloads while the PDF does rather than after it.
 */
const sharedWorker = typeof Worker === 'undefined' ? undefined : new pdfjs.PDFWorker();

/**
 * The standard 14 fonts and the CJK character maps pdf.js fetches for PDFs that do not embed
 * them (only when such a PDF is opened); the shell's build copies them from pdfjs-dist to /pdfjs/.
 * One object for every render (react-pdf reloads the document when `options` changes).
 */
export const PDFJS_OPTIONS = {
  ...(sharedWorker ? { worker: sharedWorker } : {}),
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  // Browsers otherwise substitute a local font by name, whose widths differ ("Maju J aya").
  useSystemFonts: false,
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
};
