import { callEndpoint, downloadFile } from '@esign/api-client';
import {
  downloadAppActivity as downloadAppActivityEndpoint,
  type DocumentAnalyticsQuery,
} from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/** The analytics of the filters as an Excel file (GET downloader xlsx/app-activity), §8 toasts. */
export function downloadAppActivity(query: DocumentAnalyticsQuery): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadAppActivityEndpoint, { query }),
    fallbackName: `app-activity-${query.start_date}-${query.end_date}.xlsx`,
    successTitle: 'Successfully download data!',
    failureTitle: 'Failed download analytics data',
    notify: { success: notifySuccess, error: notifyError },
  });
}
