import { lazy } from 'react';

/**
 * LiveNotifications, loaded after the admin frame's first paint: the stream client, the popups
 * and their mutation stay out of the initial JavaScript. Render it inside a Suspense boundary.
 */
export const LazyLiveNotifications = /* @__PURE__ */ lazy(() =>
  import('./live-notifications').then((module) => ({ default: module.LiveNotifications })),
);
