import { lazy } from 'react';

/**
 * QueryScope with TanStack Query in its own chunk, for what reads server state after the first
 * paint of the frame (the live notifications, the home's dashboard). Render it inside Suspense.
 */
export const LazyQueryScope = /* @__PURE__ */ lazy(() =>
  import('./query-scope').then((module) => ({ default: module.QueryScope })),
);
