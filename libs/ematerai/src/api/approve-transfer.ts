import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { approveTransfer as approveTransferEndpoint } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

/** PUT transfer-balance/{id}/approve: the balances move, so balances and the log refresh too. */
export async function approveTransfer(id: number) {
  const response = await callEndpoint(approveTransferEndpoint, { params: { id } });
  return response.data.data;
}

export function useApproveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.all }),
  });
}
