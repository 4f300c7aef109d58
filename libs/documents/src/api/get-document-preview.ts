import { queryOptions, useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '@esign/ui-kit';
import { documentKeys } from './document-keys';
import { fetchDocumentPreview } from './document-requests';
import { earlyDocumentPreview } from './early-document-requests';

function documentPreviewQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.preview(referenceNumber),
    queryFn: ({ signal }) =>
      earlyDocumentPreview.take(referenceNumber) ?? fetchDocumentPreview(referenceNumber, signal),
    // Only worth having while the viewer opens the PDF; a change to the document (a signature)
    // invalidates its detail and with it this image. The browser revalidates it by its ETag.
    gcTime: 0,
    retry: false,
  });
}

export type DocumentPreview = {
  /**
   * An object URL of the image of the document's first page, for the viewer to show while it
   * opens the PDF; null until it has come, and when it cannot (the page then waits for the viewer,
   * as it would without it: no error is shown for a picture that only saves time).
   */
  url: string | null;
  /** Whether the image could not be had (no URL will come). */
  failed: boolean;
};

export function useDocumentPreview(referenceNumber: string): DocumentPreview {
  const query = useQuery(documentPreviewQueryOptions(referenceNumber));
  return { url: useObjectUrl(query.data), failed: query.isError };
}
