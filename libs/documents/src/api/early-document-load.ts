import { checkEndpointResponse } from '@esign/api-client';
import { getDocument, type DocumentDetail } from '@esign/contract';
import { openPdfAhead, preloadPdfViewer } from '@esign/ui-kit/pdf';
import { fetchDocumentPdf } from './document-requests';
import { earlyDocumentDetail, openEarlyPdfsWith } from './early-document-requests';

/**
 * The PDF's bytes for the page's viewer: downloaded, then handed to pdf.js at once
 * (`openPdfAhead`), so its worker reads the document while React renders the page; the viewer
 * showing these bytes takes the opened document over.
 */
export async function downloadPdfForViewer(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
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
 * starts, before the session is restored): the viewer's entry and pdf.js's standard fonts start
 * loading beside the page's code and the PDF, not after them (the route has already asked for the
 * viewer's code and the worker, `startPdfViewerLoad`), and a PDF downloaded ahead goes to pdf.js
 * as it arrives. A document's page nearly always shows its PDF, whose first page waits on all of them.
 */
export function startDocumentViewerLoad(): void {
  preloadPdfViewer();
  openEarlyPdfsWith(openPdfAhead);
}
