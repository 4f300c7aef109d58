import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { downloadDocumentPdf } from '@esign/contract';
import { documentKeys } from './document-keys';

/** The current PDF's bytes (GET downloader pdf/document/{id}, with the session's Bearer token). */
export async function getDocumentPdf(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const file = await callEndpoint(downloadDocumentPdf, { params: { id: referenceNumber }, signal });
  return file.blob.arrayBuffer();
}

export function documentPdfQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.pdf(referenceNumber),
    queryFn: ({ signal }) => getDocumentPdf(referenceNumber, signal),
    // Megabytes of PDF: keep one copy only while the page shows it.
    gcTime: 0,
    retry: false,
  });
}

export function useDocumentPdf(referenceNumber: string) {
  return useQuery(documentPdfQueryOptions(referenceNumber));
}
