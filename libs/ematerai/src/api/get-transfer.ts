import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import { getTransfer as getTransferEndpoint, type Transfer } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { emateraiKeys } from './ematerai-keys';

export const TRANSFER_DETAIL_FAILED_TITLE = 'Failed get detail transfer balanced';

/** GET transfer-balance/{id} -> data.data; a §8 detail loader (`{}` and the alert code on error). */
export function getTransfer(id: number, signal?: AbortSignal): Promise<Transfer | EmptyDetail> {
  return loadDetail(
    async () => {
      const response = await callEndpoint(getTransferEndpoint, { params: { id }, signal });
      return response.data.data;
    },
    (error) => notifyError(TRANSFER_DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function transferQueryOptions(id: number) {
  return queryOptions({
    queryKey: emateraiKeys.transfer(id),
    queryFn: ({ signal }) => getTransfer(id, signal),
  });
}

export function useTransfer(id: number) {
  return useQuery(transferQueryOptions(id));
}
