import type { DocumentDetail } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { openPdfAhead, preloadPdfViewer } from '@esign/ui-kit/pdf';
import { fetchDocumentDetail, fetchDocumentPdf } from './document-requests';

/**
 * A response requested before anything asks for it: when the router enters a document's page
 * (`startDocumentPageLoad`), while the session's user/me is still on its way. It waits here,
 * unobserved (a failure is only reported when it is taken), for the first fetch of that document
 * to take it — once. Holding another document's response forgets this one.
 */
export interface EarlyResponse<T> {
  hold(referenceNumber: string, response: Promise<T>): void;
  /** The held response of this document, handed out once; afterwards fetches go to the network. */
  take(referenceNumber: string): Promise<T> | undefined;
  /** Forgets this document's response if nobody took it (the page found its data in the cache). */
  drop(referenceNumber: string): void;
}

function earlyResponse<T>(): EarlyResponse<T> {
  let held: { referenceNumber: string; response: Promise<T> } | null = null;
  return {
    hold(referenceNumber, response) {
      // Observed by whoever takes it; until then a failure must not count as unhandled.
      response.catch(() => undefined);
      held = { referenceNumber, response };
    },
    take(referenceNumber) {
      if (held?.referenceNumber !== referenceNumber) return undefined;
      const { response } = held;
      held = null;
      return response;
    },
    drop(referenceNumber) {
      if (held?.referenceNumber === referenceNumber) held = null;
    },
  };
}

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

export const earlyDocumentDetail = earlyResponse<DocumentDetail>();
export const earlyDocumentPdf = earlyResponse<ArrayBuffer>();

/** The document whose page is on screen (`markDocumentShown`), if any. */
let shownReferenceNumber: string | null = null;

/**
 * Called by a document's page while it shows that document; returns what to call when it stops.
 * Entering another route of the same document meanwhile (the page's redirect to the list that
 * holds it) then requests nothing ahead: the page uses what it has.
 */
export function markDocumentShown(referenceNumber: string): () => void {
  shownReferenceNumber = referenceNumber;
  return () => {
    if (shownReferenceNumber === referenceNumber) shownReferenceNumber = null;
  };
}

/**
 * Called as the router enters a document's page (the detail route's loader, routes.tsx): the detail and the
 * PDF are requested at once, side by side, instead of after the session's user/me, the guard and
 * the page's first render, then one after the other. The page's queries take the responses
 * (below). The server checks access on each request as always; without a session nothing is
 * requested (the guard sends the visitor to /login). A document that does not exist costs one PDF
 * request answered 404, which nobody shows.
 */
export function startDocumentPageLoad(referenceNumber: string | undefined): void {
  if (!referenceNumber || !useSessionStore.getState().refreshToken) return;
  // Its page is on screen: this is the page moving to the list that holds the document (the
  // detail page's redirect), whose detail and PDF are in the query cache already.
  if (referenceNumber === shownReferenceNumber) return;
  earlyDocumentDetail.hold(referenceNumber, fetchDocumentDetail(referenceNumber));
  earlyDocumentPdf.hold(referenceNumber, downloadPdfForViewer(referenceNumber));
}

/**
 * Called with the page's code (the detail route's lazy function, which the shell calls as it
 * starts, before the session is restored): the viewer's code and the pdf.js worker start loading
 * beside the page's code and the PDF, not after them. A document's page nearly always shows its
 * PDF, whose first page waits on all of them.
 */
export function startDocumentViewerLoad(): void {
  preloadPdfViewer();
}
