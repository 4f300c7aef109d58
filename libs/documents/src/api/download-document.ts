import { callEndpoint, downloadFile } from '@esign/api-client';
import { downloadDocumentPdf } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/** Saves the current PDF under the server's file name, with the §8 toasts. */
export function downloadDocument(referenceNumber: string): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadDocumentPdf, { params: { id: referenceNumber } }),
    fallbackName: `${referenceNumber}.pdf`,
    successTitle: 'Successfully download document!',
    failureTitle: 'Failed download document!',
    notify: { success: notifySuccess, error: notifyError },
  });
}
