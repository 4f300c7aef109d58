import { lazy } from 'react';

/**
 * BulkSignDialog, loaded apart from the page that offers it: its form dialog, OTP step and dialog
 * machine stay out of the document lists' first load (only Need to Sign renders it). Render it
 * inside a Suspense boundary.
 */
export const LazyBulkSignDialog = /* @__PURE__ */ lazy(() =>
  import('./bulk-sign-dialog').then((module) => ({ default: module.BulkSignDialog })),
);
