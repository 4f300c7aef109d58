import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { getTotalBalance as getTotalBalanceEndpoint } from '@esign/contract';
import type { CostCenterFilterInput } from '../model/query-inputs';
import { emateraiKeys } from './ematerai-keys';
import { loadTotal } from './load-total';

export const TOTAL_BALANCE_FAILED_TITLE = 'Failed get total balance';

/** GET cost-center/show/total-balance; on failure toasts and resolves to null (no total shown). */
export function getTotalBalance(filter: CostCenterFilterInput, signal?: AbortSignal) {
  return loadTotal(async () => {
    const response = await callEndpoint(getTotalBalanceEndpoint, { query: filter, signal });
    return response.data.total_balance;
  }, TOTAL_BALANCE_FAILED_TITLE);
}

export function totalBalanceQueryOptions(filter: CostCenterFilterInput) {
  return queryOptions({
    queryKey: emateraiKeys.totalBalance(filter),
    queryFn: ({ signal }) => getTotalBalance(filter, signal),
  });
}

export function useTotalBalance(filter: CostCenterFilterInput) {
  return useQuery(totalBalanceQueryOptions(filter));
}
