import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { getBulkProgress as getBulkProgressEndpoint, type BulkProgress } from '@esign/contract';
import { BULK_POLL_MS, bulkKeys } from './bulk-keys';

export async function getBulkProgress(bulkId: string): Promise<BulkProgress> {
  const response = await callEndpoint(getBulkProgressEndpoint, { params: { id: bulkId } });
  return response.data;
}

/** One bulk's progress, asked for again every second until it is done. */
export function bulkProgressQueryOptions(bulkId: string) {
  return queryOptions({
    queryKey: bulkKeys.progress(bulkId),
    queryFn: () => getBulkProgress(bulkId),
    refetchInterval: (query) => (query.state.data?.state === 'done' ? false : BULK_POLL_MS),
  });
}

export function useBulkProgress(bulkId: string | null) {
  return useQuery({ ...bulkProgressQueryOptions(bulkId ?? ''), enabled: bulkId !== null });
}
