import type { QueryClient } from '@tanstack/react-query';

let attached: Pick<QueryClient, 'clear'> | null = null;

/**
 * What the session clears when a user signs in or out. TanStack Query loads with the first admin
 * page or part that reads server state, not with /login or the frame: query-client.ts attaches the
 * QueryClient here when its chunk loads, and before that there is no cache to clear.
 */
export const queryCacheHandle = {
  clear: () => attached?.clear(),
  attach: (client: Pick<QueryClient, 'clear'>) => {
    attached = client;
  },
};
