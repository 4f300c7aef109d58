import { callEndpoint, downloadFile } from '@esign/api-client';
import { downloadTopUpSample as downloadTopUpSampleEndpoint } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/** The multiple top-up template (xlsx); §8 gives it no success title: the generic one. */
export function downloadTopUpSample(): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadTopUpSampleEndpoint),
    fallbackName: 'sample-multiple-top-up.xlsx',
    successTitle: 'Successfully download data!',
    failureTitle: 'Failed download top up balance sample',
    notify: { success: notifySuccess, error: notifyError },
  });
}
