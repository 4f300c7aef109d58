import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { getTotalTopUpBalance as getTotalTopUpBalanceEndpoint } from '@esign/contract';
import type { CostCenterFilterInput } from '../model/query-inputs';
import { emateraiKeys } from './ematerai-keys';
import { loadTotal } from './load-total';

export const TOTAL_TOP_UP_FAILED_TITLE = 'Failed get total top up balance';

/** GET cost-center/show/total-top-up-balance: the stamps credited by successful top-ups. */
export function getTotalTopUpBalance(filter: CostCenterFilterInput, signal?: AbortSignal) {
  return loadTotal(async () => {
    const response = await callEndpoint(getTotalTopUpBalanceEndpoint, { query: filter, signal });
    return response.data.total_top_up_balance;
  }, TOTAL_TOP_UP_FAILED_TITLE);
}

export function totalTopUpBalanceQueryOptions(filter: CostCenterFilterInput) {
  return queryOptions({
    queryKey: emateraiKeys.topUpTotal(filter),
    queryFn: ({ signal }) => getTotalTopUpBalance(filter, signal),
  });
}

export function useTotalTopUpBalance(filter: CostCenterFilterInput) {
  return useQuery(totalTopUpBalanceQueryOptions(filter));
}
