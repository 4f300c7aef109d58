import { callEndpoint } from '@esign/api-client';
import {
  getDocument,
  downloadDocumentPdf,
  downloadDocumentPreview,
  type DocumentDetail,
} from '@esign/contract';

// The bare HTTP calls of a document's page, without the query layer (which calls them when the
// detail route's loader did not start them ahead: api/early-document-requests).

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

/** The image of the current PDF's first page (GET downloader pdf/document/{id}/preview). */
export async function fetchDocumentPreview(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const file = await callEndpoint(downloadDocumentPreview, {
    params: { id: referenceNumber },
    signal,
  });
  return file.blob;
}
