import { useEffect, useRef } from 'react';
import type { UploadedDocument } from '@esign/contract';
import { useMarkUploadedDocumentViewed } from './mark-uploaded-document-viewed';

/**
 * Records the view of a draft (PUT view) the first time it is `shown` in the editor while not
 * viewed yet: once per draft, tried again on a later showing only when the call failed.
 */
export function useMarkViewedOnce(draft: UploadedDocument, shown: boolean): void {
  const markViewed = useMarkUploadedDocumentViewed();
  const marked = useRef(new Set<string>());
  const reference = draft.reference_number;
  const viewed = draft.is_viewed;
  const { mutate } = markViewed;

  useEffect(() => {
    if (!shown || viewed || marked.current.has(reference)) return;
    marked.current.add(reference);
    mutate(reference, { onError: () => marked.current.delete(reference) });
  }, [shown, viewed, reference, mutate]);
}
