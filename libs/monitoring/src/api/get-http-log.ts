import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import { getHttpLog as getHttpLogEndpoint, type HttpLogDetail } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const HTTP_LOG_DETAIL_FAILED_TITLE = 'Failed get HTTP log detail';

/** GET log/http/{transaction_id} -> data.logs; a §8 detail loader (`{}` after an error). */
export function getHttpLog(
  transactionId: string,
  signal?: AbortSignal,
): Promise<HttpLogDetail | EmptyDetail> {
  return loadDetail(
    async () => {
      const response = await callEndpoint(getHttpLogEndpoint, {
        params: { id: transactionId },
        signal,
      });
      return response.data.logs;
    },
    (error) => notifyError(HTTP_LOG_DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function httpLogQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: monitoringKeys.httpLog(transactionId),
    queryFn: ({ signal }) => getHttpLog(transactionId, signal),
  });
}

/** The detail of one row; nothing is asked while `transactionId` is null (drawer closed). */
export function useHttpLog(transactionId: string | null) {
  return useQuery({
    ...httpLogQueryOptions(transactionId ?? ''),
    enabled: transactionId !== null,
  });
}
