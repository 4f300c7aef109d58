// Public API of @esign/monitoring: named exports only. Pages are not exported (they load lazily).

// Monitoring pages (/admin/monitoring/…) and the notification page (/admin/notification)
export { monitoringRoutes, notificationRoutes } from './routes';

// The admin frame's live notifications (the stream of this tab and its popups), loaded lazily
export { LazyLiveNotifications } from './components/lazy-live-notifications';

// The analytics dashboard the home shows, loaded lazily (its charts in a chunk of their own)
export { LazyAnalyticsPanel } from './components/lazy-analytics-panel';
export type { AnalyticsPanelProps } from './components/analytics-panel';
