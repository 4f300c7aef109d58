import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { updateTopUpAttachment as updateTopUpAttachmentEndpoint } from '@esign/contract';
import { emateraiKeys } from './ematerai-keys';

export type UpdateTopUpAttachmentInput = { id: number; poAttachment: File };

/** PATCH cost-center/top-up/transactions/{id} (multipart po_attachment): replaces the file. */
export async function updateTopUpAttachment({ id, poAttachment }: UpdateTopUpAttachmentInput) {
  const response = await callEndpoint(updateTopUpAttachmentEndpoint, {
    params: { id },
    body: {},
    files: { po_attachment: poAttachment },
  });
  return response.data.transaction;
}

export function useUpdateTopUpAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTopUpAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emateraiKeys.topUps() }),
  });
}
