import { callEndpoint } from '@esign/api-client';
import { getDocument, downloadDocumentPdf, type DocumentDetail } from '@esign/contract';

// The bare HTTP calls of a document's page, without the query layer: the detail route's loader
// starts them before the page's code (and TanStack Query's) has loaded (start-document-page-load).

/** GET document/{id} -> data.data; rejects on any error. */
export async function fetchDocumentDetail(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<DocumentDetail> {
  const response = await callEndpoint(getDocument, { params: { id: referenceNumber }, signal });
  return response.data.data;
}

/** The current PDF's bytes (GET downloader pdf/document/{id}, with the session's Bearer token). */
export async function fetchDocumentPdf(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const file = await callEndpoint(downloadDocumentPdf, { params: { id: referenceNumber }, signal });
  return file.blob.arrayBuffer();
}
