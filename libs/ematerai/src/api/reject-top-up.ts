import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { rejectTopUp as rejectTopUpEndpoint } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

export type RejectTopUpInput = { id: number; reason: string };

/** PUT …/top-up/transactions/{id}/reject body {reject_reason}; no balance changes. */
export async function rejectTopUp({ id, reason }: RejectTopUpInput) {
  const response = await callEndpoint(rejectTopUpEndpoint, {
    params: { id },
    body: { reject_reason: reason },
  });
  return response.data.transaction;
}

export function useRejectTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTopUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.topUps() }),
  });
}
