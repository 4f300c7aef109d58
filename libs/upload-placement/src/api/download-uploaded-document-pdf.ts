import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { downloadUploadedDocumentPdf as downloadUploadedDocumentPdfEndpoint } from '@esign/contract';
import { uploadKeys } from './upload-keys';

/** GET downloader pdf/document-upload/{id}: the draft's PDF bytes, for the placement editor. */
export async function downloadUploadedDocumentPdf(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const file = await callEndpoint(downloadUploadedDocumentPdfEndpoint, {
    params: { id: referenceNumber },
    signal,
  });
  return file.blob.arrayBuffer();
}

export function uploadedDocumentPdfQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: uploadKeys.pdf(referenceNumber),
    queryFn: ({ signal }) => downloadUploadedDocumentPdf(referenceNumber, signal),
    // A draft's file never changes: only its boxes do.
    staleTime: Infinity,
  });
}

export function useUploadedDocumentPdf(referenceNumber: string) {
  return useQuery(uploadedDocumentPdfQueryOptions(referenceNumber));
}
