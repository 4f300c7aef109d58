import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from './document-keys';
import { downloadPdfForViewer } from './early-document-load';

export function documentPdfQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.pdf(referenceNumber),
    queryFn: ({ signal }) => downloadPdfForViewer(referenceNumber, signal),
    // Megabytes of PDF: keep one copy only while the page shows it. A change to the document
    // (a signature) invalidates its detail and with it the PDF, which is then fetched again; it is
    // fresh as long as the detail (the app's default).
    gcTime: 0,
    retry: false,
  });
}

/** The PDF, requested only while `enabled` (the page holds it back until page 1's image shows). */
export function useDocumentPdf(referenceNumber: string, enabled = true) {
  return useQuery({ ...documentPdfQueryOptions(referenceNumber), enabled });
}
