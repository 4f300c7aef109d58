import type { QueryClient } from '@tanstack/react-query';
import type { BulkProgress } from '@esign/contract';

/** Query keys of the user's bulks. */
export const bulkKeys = {
  all: ['bulk-sign'] as const,
  unseen: () => [...bulkKeys.all, 'unseen'] as const,
  progress: (bulkId: string) => [...bulkKeys.all, 'progress', bulkId] as const,
};

/** How often a running bulk's progress is asked for. */
export const BULK_POLL_MS = 1000;

/**
 * After the server answered with a bulk's progress (verify, put away): that progress is the
 * bulk's query data, and the list of bulks not yet put away is asked for again.
 */
export function rememberBulkProgress(queryClient: QueryClient, progress: BulkProgress): void {
  queryClient.setQueryData(bulkKeys.progress(progress.id), progress);
  void queryClient.invalidateQueries({ queryKey: bulkKeys.unseen() });
}
