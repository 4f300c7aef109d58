import { lazy, Suspense, useState, type ComponentType } from 'react';
import { prefetchStandardFonts } from './pdf-standard-fonts';
import { PdfViewerPlaceholder } from './pdf-viewer-frame';
import type { PdfViewerProps } from './pdf-viewer-props';

/** The viewer's component once its code has loaded (preloaded, or after a first lazy render). */
let loadedCore: ComponentType<PdfViewerProps> | undefined;

// react-pdf and pdf.js (~120 KB gzip) load only when a PDF is shown.
const loadPdfViewer = () =>
  import('./pdf-viewer-core').then((module) => {
    loadedCore = module.PdfViewerCore;
    return module;
  });
const LazyPdfViewerCore = lazy(() =>
  loadPdfViewer().then((module) => ({ default: module.PdfViewerCore })),
);

/** Whether `preloadPdfViewer` ran: the route's code may be asked for more than once. */
let preloaded = false;

/**
 * Starts loading the viewer's code (and with it the pdf.js worker) while the PDF is still on its
 * way, so the first page does not wait for the PDF, then the code. Starts it once.
 */
export function preloadPdfViewer(): void {
  if (preloaded) return;
  preloaded = true;
  void loadPdfViewer();
}

/** Whether `prefetchPdfFonts` ran. */
let fontsPrefetched = false;

/**
 * Fetches the standard fonts the app's PDFs use (pdf-standard-fonts) into the HTTP cache at low
 * priority, once: called as a PDF's download starts, so that pdf.js finds them when it draws the
 * first page, and they do not compete with what the page shows before it.
 */
export function prefetchPdfFonts(): void {
  if (fontsPrefetched) return;
  fontsPrefetched = true;
  // The fonts' address comes with the worker's (its module starts the worker: a page that asks for
  // the fonts is about to open a PDF). Not imported by this entry, which every page showing a
  // PDF's placeholder loads: the worker's 230 KB would then be requested with the page's code.
  void import('./pdf-worker-port').then((port) =>
    prefetchStandardFonts(port.STANDARD_FONT_DATA_URL),
  );
}

/**
 * Starts pdf.js reading these bytes as soon as a page has them, before its viewer mounts (the
 * viewer's code loads first when it has not yet): the viewer that then shows this very ArrayBuffer
 * takes the opened document over, instead of starting to read it only after React has rendered
 * the page around it. See `openPdfAhead` in pdf-open.ts.
 */
export function openPdfAhead(data: ArrayBuffer): void {
  void loadPdfViewer().then((module) => module.openPdfAhead(data));
}

/** The virtualised PDF viewer, loaded on first use; see `PdfViewerProps` for the overlay slot. */
export function PdfViewer(props: PdfViewerProps) {
  // Preloaded code renders at once. A lazy component suspends on its first render even when its
  // code is there, and React then holds the revealed content back (up to 300 ms) behind the
  // fallback. Chosen once, at mount: switching component types would remount the viewer.
  const [Core] = useState(() => loadedCore ?? LazyPdfViewerCore);
  return (
    <Suspense
      fallback={
        <PdfViewerPlaceholder label="Loading the viewer" preview={props.firstPagePreview} />
      }
    >
      <Core {...props} />
    </Suspense>
  );
}
