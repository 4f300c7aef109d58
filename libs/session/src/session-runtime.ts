import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@esign/contract';

/** What `initSession` received, for the session actions that run outside React. */
export const sessionRuntime: {
  config: RuntimeConfig | null;
  queryClient: Pick<QueryClient, 'clear'> | null;
  /** While a logout runs, an ended session must not redirect: logout navigates itself. */
  loggingOut: boolean;
} = { config: null, queryClient: null, loggingOut: false };

export function requireConfig(): RuntimeConfig {
  if (!sessionRuntime.config)
    throw new Error('initSession(config) must run before the session is used');
  return sessionRuntime.config;
}
