import type { QueryClient } from '@tanstack/react-query';

let attached: Pick<QueryClient, 'clear'> | null = null;

/**
 * What the session clears when a user signs in or out. TanStack Query loads with the admin frame,
 * not with /login: the frame attaches its QueryClient here when its chunk loads, and before that
 * there is no cache to clear.
 */
export const queryCacheHandle = {
  clear: () => attached?.clear(),
  attach: (client: Pick<QueryClient, 'clear'>) => {
    attached = client;
  },
};
