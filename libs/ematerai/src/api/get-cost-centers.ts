import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listCostCenters, type CostCenter } from '@esign/contract';
import type { CostCenterListInput } from '../model/query-inputs';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const BALANCE_FAILED_TITLE = 'Failed get balance data';

/** GET cost-center -> data.cost_centers, meta.pagination; a §8 list loader. */
export function getCostCenters(
  query: CostCenterListInput,
  signal?: AbortSignal,
): Promise<ListResult<CostCenter>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listCostCenters, { query, signal });
      return { data: response.data.cost_centers, meta: response.meta };
    },
    (error) => notifyError(BALANCE_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function costCentersQueryOptions(query: CostCenterListInput) {
  return queryOptions({
    queryKey: emateraiKeys.costCenters(query),
    queryFn: ({ signal }) => getCostCenters(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCostCenters(query: CostCenterListInput, { enabled = true } = {}) {
  return useQuery({ ...costCentersQueryOptions(query), enabled });
}
