import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { requestTransfer as requestTransferEndpoint, type TransferRequest } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

/** POST transfer-balance/transfer; nothing moves until approved, so only the transfer lists refresh. */
export async function requestTransfer(body: TransferRequest) {
  const response = await callEndpoint(requestTransferEndpoint, { body });
  return response.data.data;
}

export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.transfers() }),
  });
}
