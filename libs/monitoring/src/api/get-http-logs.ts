import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listHttpLogs, type HttpLog, type HttpLogQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const HTTP_LOG_LIST_FAILED_TITLE = 'Failed get HTTP log data';

/** GET log/http -> data.logs, meta.pagination; a §8 list loader. */
export function getHttpLogs(
  query: HttpLogQuery,
  signal?: AbortSignal,
): Promise<ListResult<HttpLog>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listHttpLogs, { query, signal });
      return { data: response.data.logs, meta: response.meta };
    },
    (error) => notifyError(HTTP_LOG_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function httpLogsQueryOptions(query: HttpLogQuery) {
  return queryOptions({
    queryKey: monitoringKeys.httpLogList(query),
    queryFn: ({ signal }) => getHttpLogs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHttpLogs(query: HttpLogQuery) {
  return useQuery(httpLogsQueryOptions(query));
}
