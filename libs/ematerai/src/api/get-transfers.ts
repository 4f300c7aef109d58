import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listTransfers, type Transfer, type TransferListQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const TRANSFERS_FAILED_TITLE = 'Failed get transfer balance data';

export type TransferPage = ListResult<Transfer> & { needApprovalCount: number };

/** GET transfer-balance -> data.data, need_approval_count, meta.pagination; a §8 list loader. */
export async function getTransfers(
  query: TransferListQuery,
  signal?: AbortSignal,
): Promise<TransferPage> {
  let needApprovalCount = 0;
  const page = await loadList(
    async () => {
      const response = await callEndpoint(listTransfers, { query, signal });
      needApprovalCount = response.data.need_approval_count;
      return { data: response.data.data, meta: response.meta };
    },
    (error) => notifyError(TRANSFERS_FAILED_TITLE, getErrorMessage(error)),
  );
  return { ...page, needApprovalCount };
}

export function transfersQueryOptions(query: TransferListQuery) {
  return queryOptions({
    queryKey: emateraiKeys.transferList(query),
    queryFn: ({ signal }) => getTransfers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransfers(query: TransferListQuery) {
  return useQuery(transfersQueryOptions(query));
}
