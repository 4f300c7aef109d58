import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  requestMultipleTopUps as requestMultipleTopUpsEndpoint,
  type TopUpRow,
} from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

export type RequestMultipleTopUpsInput = { rows: TopUpRow[]; poAttachment?: File };

/**
 * POST cost-center/top-up/multiple (multipart top_up_details[] JSON rows, optional overall
 * po_attachment) -> one result per row, in the order sent.
 */
export async function requestMultipleTopUps({ rows, poAttachment }: RequestMultipleTopUpsInput) {
  const response = await callEndpoint(requestMultipleTopUpsEndpoint, {
    body: { top_up_details: rows },
    files: poAttachment ? { po_attachment: poAttachment } : {},
  });
  return response.data.transactions;
}

export function useRequestMultipleTopUps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMultipleTopUps,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.topUps() }),
  });
}
