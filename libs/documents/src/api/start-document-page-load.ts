import { useSessionStore } from '@esign/session';
import { earlyDocumentDetail, earlyDocumentPdf } from './early-responses';
import { fetchDocumentDetail } from './get-document';
import { fetchDocumentPdf } from './get-document-pdf';

/**
 * The detail route's loader calls this as the router enters a document's page: the detail and the
 * PDF are requested at once, side by side, instead of after the session's user/me, the guard and
 * the page's first render, then one after the other. The page's queries take the responses
 * (api/early-responses). The server checks access on each request as always; without a session
 * nothing is requested (the guard sends the visitor to /login). A document that does not exist
 * costs one PDF request answered 404, which nobody shows.
 */
export function startDocumentPageLoad(referenceNumber: string | undefined): void {
  if (!referenceNumber || !useSessionStore.getState().refreshToken) return;
  earlyDocumentDetail.hold(referenceNumber, fetchDocumentDetail(referenceNumber));
  earlyDocumentPdf.hold(referenceNumber, fetchDocumentPdf(referenceNumber));
}
