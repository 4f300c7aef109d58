import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { approveTopUp as approveTopUpEndpoint } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

/** PUT …/top-up/transactions/{id}/approve: the cost center is credited, so balances refresh too. */
export async function approveTopUp(id: number) {
  const response = await callEndpoint(approveTopUpEndpoint, { params: { id } });
  return response.data.transaction;
}

export function useApproveTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTopUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.all }),
  });
}
