import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import { getTopUp as getTopUpEndpoint, type TopUp } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const TOP_UP_DETAIL_FAILED_TITLE = 'Failed get top up balance detail';

/** GET cost-center/top-up/transactions/{id} -> data.transaction; a §8 detail loader. */
export function getTopUp(id: number, signal?: AbortSignal): Promise<TopUp | EmptyDetail> {
  return loadDetail(
    async () => {
      const response = await callEndpoint(getTopUpEndpoint, { params: { id }, signal });
      return response.data.transaction;
    },
    (error) => notifyError(TOP_UP_DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function topUpQueryOptions(id: number) {
  return queryOptions({
    queryKey: emateraiKeys.topUp(id),
    queryFn: ({ signal }) => getTopUp(id, signal),
  });
}

export function useTopUp(id: number) {
  return useQuery(topUpQueryOptions(id));
}
