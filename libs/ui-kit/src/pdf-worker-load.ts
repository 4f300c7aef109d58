/**
 * Starts pdf.js's worker (./pdf/pdf-worker-port) for a page that is about to show a PDF. Its chunk
 * needs no other, so a route that calls this first thing, as it is entered, has the worker start
 * as soon as that chunk is in, without waiting for the other chunks of the viewer's entry (whose
 * pdf-viewer module imports it too). Lives in the kit's main entry (a few bytes) so that the route
 * table can call it without loading anything; the worker itself still loads only then, once (a
 * module loads once, however often it is imported).
 */
export function startPdfWorkerLoad(): void {
  void import('./pdf/pdf-worker-port');
}
