import { callEndpoint, downloadFile } from '@esign/api-client';
import { downloadBalanceHistory as downloadBalanceHistoryEndpoint } from '@esign/contract';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import type { BalanceHistoryExportInput } from '../model/query-inputs';

/** The filtered balance log as an Excel file (GET downloader xlsx/balance-history), §8 list toasts. */
export function downloadBalanceHistory(filter: BalanceHistoryExportInput): Promise<boolean> {
  return downloadFile({
    request: () => callEndpoint(downloadBalanceHistoryEndpoint, { query: filter }),
    fallbackName: 'balance-history.xlsx',
    successTitle: 'Successfully download list!',
    failureTitle: 'Failed to download list. Please try again.',
    notify: { success: notifySuccess, error: notifyError },
  });
}
