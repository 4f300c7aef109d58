/**
 * Starts pdf.js's worker (./pdf/pdf-worker-port) and the viewer's code (react-pdf and pdf.js's
 * display layer, ./pdf/pdf-viewer-core) for a page that is about to show a PDF. The worker's chunk
 * needs no other, so a route that calls this first thing, as it is entered, has the worker start
 * as soon as that chunk is in; the viewer's code is requested at the same moment, beside the
 * page's code, instead of once the page's modules have run (the main thread is then busy with
 * the app's first render: the request went out 0.2–0.5 s later on this machine, and the 300-page
 * document's first page is drawn about 12% sooner now, tools/bench/pdf-viewer.mts).
 * Lives in the kit's main entry (a few bytes) so that the route table can call it without loading
 * anything; each module still loads only then, once (a module loads once, however often it is
 * imported).
 */
export function startPdfViewerLoad(): void {
  void import('./pdf/pdf-worker-port');
  void import('./pdf/pdf-viewer-core');
}
