import type {
  ActivityLogQuery,
  AnalyticsFilter,
  DocumentAnalyticsQuery,
  HttpLogQuery,
  NotificationListQuery,
} from '@esign/contract';

/**
 * Query keys of monitoring. `notifications()` covers every notification page (a mark or a live
 * event invalidates them all); `httpLogs()`, `activityLogs()` and `analytics()` their own lists.
 */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  notifications: () => [...monitoringKeys.all, 'notifications'] as const,
  notificationList: (query: NotificationListQuery) =>
    [...monitoringKeys.notifications(), query] as const,
  httpLogs: () => [...monitoringKeys.all, 'http-logs'] as const,
  httpLogList: (query: HttpLogQuery) => [...monitoringKeys.httpLogs(), 'list', query] as const,
  httpLog: (transactionId: string) =>
    [...monitoringKeys.httpLogs(), 'detail', transactionId] as const,
  activityLogs: (query: ActivityLogQuery) =>
    [...monitoringKeys.all, 'activity-logs', query] as const,
  userOptions: (search: string) => [...monitoringKeys.all, 'user-options', search] as const,
  analytics: () => [...monitoringKeys.all, 'analytics'] as const,
  documentAnalytics: (query: DocumentAnalyticsQuery) =>
    [...monitoringKeys.analytics(), 'documents', query] as const,
  documentActivity: (filter: AnalyticsFilter) =>
    [...monitoringKeys.analytics(), 'activity', filter] as const,
  emateraiUsage: (filter: AnalyticsFilter) =>
    [...monitoringKeys.analytics(), 'ematerai', filter] as const,
  accountUsage: () => [...monitoringKeys.analytics(), 'account'] as const,
};
