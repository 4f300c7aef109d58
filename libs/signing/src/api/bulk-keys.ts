/** Query keys of the user's bulks. */
export const bulkKeys = {
  all: ['bulk-sign'] as const,
  unseen: () => [...bulkKeys.all, 'unseen'] as const,
  progress: (bulkId: string) => [...bulkKeys.all, 'progress', bulkId] as const,
};

/** How often a running bulk's progress is asked for. */
export const BULK_POLL_MS = 1000;
