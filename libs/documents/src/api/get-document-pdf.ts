import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { documentKeys } from './document-keys';
import { downloadPdfForViewer } from './early-document-load';
import { earlyDocumentPdf } from './early-document-requests';

/** The PDF's bytes, from the download started on entering the page when there is one. */
export function getDocumentPdf(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  return earlyDocumentPdf.take(referenceNumber) ?? downloadPdfForViewer(referenceNumber, signal);
}

/**
 * How long a PDF fetched ahead of its viewer stays cached and fresh without one: long enough for
 * the page to render and take it over (one request, not two), short enough not to keep megabytes
 * around or show an old version when the page is opened again later.
 */
const PREFETCHED_PDF_MS = 10_000;

export function documentPdfQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.pdf(referenceNumber),
    queryFn: ({ signal }) => getDocumentPdf(referenceNumber, signal),
    // Megabytes of PDF: keep one copy only while the page shows it. A change to the document
    // (a signature) invalidates its detail and with it the PDF, which is then fetched again.
    gcTime: 0,
    staleTime: PREFETCHED_PDF_MS,
    retry: false,
  });
}

/**
 * Starts the PDF's download as soon as the document is known to exist, before its page renders
 * the viewer that reads it. Does nothing when the PDF is cached or on its way already (a refetch
 * of the detail does not download the PDF again).
 */
export function prefetchDocumentPdf(client: QueryClient, referenceNumber: string): void {
  const options = documentPdfQueryOptions(referenceNumber);
  if (client.getQueryState(options.queryKey)?.status === 'success') return;
  void client.prefetchQuery({ ...options, gcTime: PREFETCHED_PDF_MS });
}

export function useDocumentPdf(referenceNumber: string) {
  return useQuery(documentPdfQueryOptions(referenceNumber));
}
