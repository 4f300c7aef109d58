import { checkEndpointResponse } from '@esign/api-client';
import { getDocument, type DocumentDetail } from '@esign/contract';
import { openPdfAhead, prefetchPdfFonts, preloadPdfViewer } from '@esign/ui-kit/pdf';
import { fetchDocumentPdf } from './document-requests';
import { earlyDocumentDetail } from './early-document-requests';

/**
 * The PDF's bytes for the page's viewer: downloaded (pdf.js's worker, the viewer's code and
 * pdf.js's standard fonts beside them), then handed to pdf.js at once (`openPdfAhead`), so its
 * worker reads the document while React renders the page; the viewer showing these bytes takes
 * the opened document over.
 */
export async function downloadPdfForViewer(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  preloadPdfViewer();
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
