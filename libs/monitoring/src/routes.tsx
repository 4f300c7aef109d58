import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const httpLogHandle: RouteHandle = { permission: 'monitoring.http-log', title: 'HTTP Log' };
const activityLogHandle: RouteHandle = {
  permission: 'monitoring.activity-log',
  title: 'Activity Log',
};
const analyticsHandle: RouteHandle = { permission: 'monitoring.analytics', title: 'Analytics' };

/** Monitoring (spec §2), relative to /admin/monitoring. */
export const monitoringRoutes: RouteObject[] = [
  {
    path: 'http-log',
    handle: httpLogHandle,
    lazy: () =>
      import('./pages/http-log-page').then((module) => ({ Component: module.HttpLogPage })),
  },
  {
    path: 'activity-log',
    handle: activityLogHandle,
    lazy: () =>
      import('./pages/activity-log-page').then((module) => ({
        Component: module.ActivityLogPage,
      })),
  },
  {
    path: 'analytics',
    handle: analyticsHandle,
    lazy: () =>
      import('./pages/analytics-page').then((module) => ({ Component: module.AnalyticsPage })),
  },
];

// Every signed-in user has notifications: the page needs no permission code.
const notificationHandle: RouteHandle = { title: 'Notification' };

/** /admin/notification, relative to /admin. */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notification',
    handle: notificationHandle,
    lazy: () =>
      import('./pages/notification-page').then((module) => ({
        Component: module.NotificationPage,
      })),
  },
];
