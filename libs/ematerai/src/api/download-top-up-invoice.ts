import { callEndpoint, downloadFile } from '@esign/api-client';
import { downloadTopUpInvoice as downloadTopUpInvoiceEndpoint } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/** The invoice PDF of an approved top-up, with the §8 invoice toasts. */
export function downloadTopUpInvoice(id: number): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadTopUpInvoiceEndpoint, { params: { id } }),
    fallbackName: `top-up-${id}-invoice.pdf`,
    successTitle: 'Successfully download invoice!',
    failureTitle: 'Failed download top up balance invoice',
    notify: { success: notifySuccess, error: notifyError },
  });
}
