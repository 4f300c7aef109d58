import { QueryClient } from '@tanstack/react-query';
import { queryCacheHandle } from './query-cache-handle';

/**
 * The query cache of the admin pages. TanStack Query loads with the first thing that reads server
 * state (a page other than the home, the home's dashboard, the live notifications), not with the
 * admin frame: the frame and the home's shortcuts paint without it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
queryCacheHandle.attach(queryClient);
