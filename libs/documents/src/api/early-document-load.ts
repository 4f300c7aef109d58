import { checkEndpointResponse } from '@esign/api-client';
import { getDocument, type DocumentDetail } from '@esign/contract';
import { openPdfAhead, prefetchPdfFonts, preloadPdfViewer } from '@esign/ui-kit/pdf';
import { fetchDocumentPdf } from './document-requests';
import { earlyDocumentDetail } from './early-document-requests';

/**
 * The PDF's bytes for the page's viewer: downloaded (pdf.js's standard fonts beside them), then
 * handed to pdf.js at once (`openPdfAhead`), so its worker reads the document while React renders
 * the page; the viewer showing these bytes takes the opened document over.
 */
export async function downloadPdfForViewer(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  prefetchPdfFonts();
  const bytes = await fetchDocumentPdf(referenceNumber, signal);
  openPdfAhead(bytes);
  return bytes;
}

/**
 * The detail requested on entering the page (api/early-document-requests), checked with the
 * endpoint's schema as any response is; undefined when none is held for this document.
 */
export function takeEarlyDocumentDetail(
  referenceNumber: string,
): Promise<DocumentDetail> | undefined {
  return earlyDocumentDetail
    .take(referenceNumber)
    ?.then((response) => checkEndpointResponse(getDocument, response).data.data);
}

/**
 * Called with the page's code (the detail route's lazy function, which the shell calls as it
 * starts, before the session is restored): the viewer's entry starts loading beside the page's
 * code, not after it (the route has already asked for the viewer's code and the worker,
 * `startPdfViewerLoad`). A document's page nearly always shows its PDF.
 */
export function startDocumentViewerLoad(): void {
  preloadPdfViewer();
}
