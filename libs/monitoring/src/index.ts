// Public API of @esign/monitoring: named exports only. Pages are not exported (they load lazily).

// Monitoring pages (/admin/monitoring/…) and the notification page (/admin/notification)
export { monitoringRoutes, notificationRoutes } from './routes';

// The admin frame's live notifications: the stream of this tab and its popups
export { LiveNotifications } from './components/live-notifications';

// The analytics dashboard the home shows (its charts load in their own chunk)
export { AnalyticsPanel, type AnalyticsPanelProps } from './components/analytics-panel';
