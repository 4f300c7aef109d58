import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listBalanceLogs, type BalanceLog } from '@esign/contract';
import type { BalanceLogInput } from '../model/query-inputs';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const BALANCE_LOG_FAILED_TITLE = 'Failed get balance history data';

/** GET log/e-materai-balance -> data.logs, meta.pagination; a §8 list loader. */
export function getBalanceLogs(
  query: BalanceLogInput,
  signal?: AbortSignal,
): Promise<ListResult<BalanceLog>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listBalanceLogs, { query, signal });
      return { data: response.data.logs, meta: response.meta };
    },
    (error) => notifyError(BALANCE_LOG_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function balanceLogsQueryOptions(query: BalanceLogInput) {
  return queryOptions({
    queryKey: emateraiKeys.logList(query),
    queryFn: ({ signal }) => getBalanceLogs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBalanceLogs(query: BalanceLogInput) {
  return useQuery(balanceLogsQueryOptions(query));
}
