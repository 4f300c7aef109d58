import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export type QueryScopeProps = { children?: ReactNode };

/**
 * Gives `children` (as a layout route: its child route) the app's query client, unless a client is
 * already there (a test's, or a part of a page inside another scope): one cache for every page.
 */
export function QueryScope({ children }: QueryScopeProps) {
  const outer = useContext(QueryClientContext);
  const content = children ?? <Outlet />;
  if (outer) return <>{content}</>;
  return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
}
