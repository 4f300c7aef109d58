import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { markBulkSeen as markBulkSeenEndpoint, type BulkProgress } from '@esign/contract';
import { rememberBulkProgress } from './bulk-keys';

/** Puts a finished bulk away: it is no longer listed on the Need to Sign page. */
export async function markBulkSeen(bulkId: string): Promise<BulkProgress> {
  const response = await callEndpoint(markBulkSeenEndpoint, { params: { id: bulkId } });
  return response.data;
}

export function useMarkBulkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBulkSeen,
    onSuccess: (progress) => rememberBulkProgress(queryClient, progress),
  });
}
