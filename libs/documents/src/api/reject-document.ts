import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { rejectDocument as rejectDocumentEndpoint } from '@esign/contract';
import { documentKeys } from './document-keys';

export interface ReasonInput {
  referenceNumber: string;
  reason: string;
}

/** PUT document/{id}/reject body {reason}. */
export async function rejectDocument({ referenceNumber, reason }: ReasonInput): Promise<string> {
  const response = await callEndpoint(rejectDocumentEndpoint, {
    params: { id: referenceNumber },
    body: { reason },
  });
  return response.data.message;
}

export function useRejectDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDocument,
    onSuccess: (_message, { referenceNumber }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: documentKeys.detail(referenceNumber) }),
      ]),
  });
}
