import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listTopUps, type TopUp } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import type { TopUpListInput } from '../model/query-inputs';
import { emateraiKeys } from './ematerai-keys';

export const TOP_UPS_FAILED_TITLE = 'Failed get top up balance data';

/** GET cost-center/top-up/transactions -> data.transactions, meta.pagination; a §8 list loader. */
export function getTopUps(query: TopUpListInput, signal?: AbortSignal): Promise<ListResult<TopUp>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listTopUps, { query, signal });
      return { data: response.data.transactions, meta: response.meta };
    },
    (error) => notifyError(TOP_UPS_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function topUpsQueryOptions(query: TopUpListInput) {
  return queryOptions({
    queryKey: emateraiKeys.topUpList(query),
    queryFn: ({ signal }) => getTopUps(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTopUps(query: TopUpListInput) {
  return useQuery(topUpsQueryOptions(query));
}
