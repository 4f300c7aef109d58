import { callEndpoint, downloadFile } from '@esign/api-client';
import { downloadTopUpPoAttachment as downloadTopUpPoAttachmentEndpoint } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/**
 * The PO attachment of a top-up as uploaded. §8 has no success title of its own for it: the
 * generic 'Successfully download data!'; the failure is 'Failed download top up balance'.
 */
export function downloadTopUpPoAttachment(id: number, fallbackName: string): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadTopUpPoAttachmentEndpoint, { params: { id } }),
    fallbackName,
    successTitle: 'Successfully download data!',
    failureTitle: 'Failed download top up balance',
    notify: { success: notifySuccess, error: notifyError },
  });
}
