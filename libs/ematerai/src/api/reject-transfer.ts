import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { rejectTransfer as rejectTransferEndpoint } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

export type RejectTransferInput = { id: number; reason: string };

/** PUT transfer-balance/{id}/reject body {reject_reason}; no balance changes. */
export async function rejectTransfer({ id, reason }: RejectTransferInput) {
  const response = await callEndpoint(rejectTransferEndpoint, {
    params: { id },
    body: { reject_reason: reason },
  });
  return response.data.data;
}

export function useRejectTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.transfers() }),
  });
}
