import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { requestTopUp as requestTopUpEndpoint, type TopUpRow } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

export type RequestTopUpInput = { row: TopUpRow; poAttachment?: File };

/** POST cost-center/top-up (multipart): the fields and the optional PO attachment. */
export async function requestTopUp({ row, poAttachment }: RequestTopUpInput) {
  const response = await callEndpoint(requestTopUpEndpoint, {
    body: row,
    files: poAttachment ? { po_attachment: poAttachment } : {},
  });
  return response.data.transaction;
}

export function useRequestTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTopUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.topUps() }),
  });
}
