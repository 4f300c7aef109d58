import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { revokeDocument as revokeDocumentEndpoint } from '@esign/contract';
import { documentKeys } from './document-keys';
import type { ReasonInput } from './reject-document';

/** PUT document/{id}/revoke body {reason} (void). */
export async function revokeDocument({ referenceNumber, reason }: ReasonInput): Promise<string> {
  const response = await callEndpoint(revokeDocumentEndpoint, {
    params: { id: referenceNumber },
    body: { reason },
  });
  return response.data.message;
}

export function useRevokeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDocument,
    onSuccess: (_message, { referenceNumber }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: documentKeys.detail(referenceNumber) }),
      ]),
  });
}
