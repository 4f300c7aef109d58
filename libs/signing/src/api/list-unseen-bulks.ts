import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { listUnseenBulks as listUnseenBulksEndpoint, type BulkProgress } from '@esign/contract';
import { BULK_POLL_MS, bulkKeys } from './bulk-keys';

export async function listUnseenBulks(): Promise<BulkProgress[]> {
  const response = await callEndpoint(listUnseenBulksEndpoint);
  return response.data;
}

/** The user's bulks not yet put away, asked for again every second while one still signs. */
export function unseenBulksQueryOptions() {
  return queryOptions({
    queryKey: bulkKeys.unseen(),
    queryFn: listUnseenBulks,
    refetchInterval: (query) =>
      query.state.data?.some((bulk) => bulk.state !== 'done') ? BULK_POLL_MS : false,
  });
}

export function useUnseenBulks() {
  return useQuery(unseenBulksQueryOptions());
}
