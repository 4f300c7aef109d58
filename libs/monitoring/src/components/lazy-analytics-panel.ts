import { lazy } from 'react';

/**
 * AnalyticsPanel in its own chunk (its charts in a further one), so a home without the
 * analytics code loads none of it. Render it inside a Suspense boundary.
 */
export const LazyAnalyticsPanel = /* @__PURE__ */ lazy(() =>
  import('./analytics-panel').then((module) => ({ default: module.AnalyticsPanel })),
);
