import { callEndpoint, downloadFile } from '@esign/api-client';
import {
  downloadDocumentList as downloadDocumentListEndpoint,
  type DocumentFilter,
} from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/** The filtered list as an Excel file (GET downloader xlsx/document-list), with the §8 toasts. */
export function downloadDocumentList(filter: DocumentFilter): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadDocumentListEndpoint, { query: filter }),
    fallbackName: `documents-${filter.status}.xlsx`,
    successTitle: 'Successfully download list!',
    failureTitle: 'Failed download list!',
    notify: { success: notifySuccess, error: notifyError },
  });
}
