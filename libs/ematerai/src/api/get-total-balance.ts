import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { getTotalBalance as getTotalBalanceEndpoint } from '@esign/contract';
import type { CostCenterFilterInput } from '../model/query-inputs';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const TOTAL_BALANCE_FAILED_TITLE = 'Failed get total balance';

/** GET cost-center/show/total-balance; on failure toasts and resolves to null (no total shown). */
export async function getTotalBalance(
  filter: CostCenterFilterInput,
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const response = await callEndpoint(getTotalBalanceEndpoint, { query: filter, signal });
    return response.data.total_balance;
  } catch (error) {
    notifyError(TOTAL_BALANCE_FAILED_TITLE, getErrorMessage(error));
    return null;
  }
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
