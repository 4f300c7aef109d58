import { pdfjs } from 'react-pdf';
import { CMAP_URL, pdfWorkerPort, STANDARD_FONT_DATA_URL } from './pdf-worker-port';

/** One pdf.js worker for the app's lifetime, on the thread `pdf-worker-port` started. */
const sharedWorker = pdfWorkerPort ? pdfjs.PDFWorker.create({ port: pdfWorkerPort }) : undefined;

/**
 * The standard 14 fonts and the CJK character maps pdf.js fetches for PDFs that do not embed
 * them (only when such a PDF is opened); the shell's build copies them from pdfjs-dist to /pdfjs/.
 * One object for every render (react-pdf reloads the document when `options` changes).
 */
export const PDFJS_OPTIONS = {
  ...(sharedWorker ? { worker: sharedWorker } : {}),
  standardFontDataUrl: STANDARD_FONT_DATA_URL,
  // Browsers otherwise substitute a local font by name, whose widths differ ("Maju J aya").
  useSystemFonts: false,
  cMapUrl: CMAP_URL,
  cMapPacked: true,
  // The worker fetches those files itself: by default (no wasmUrl set) it asks the main thread,
  // whose fetch then waits behind React's rendering of the page while the first page waits on it.
  useWorkerFetch: true,
};
