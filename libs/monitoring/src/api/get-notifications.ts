import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listNotifications, type Notification, type NotificationListQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { setUnreadCount } from '../model/set-unread-count';
import { monitoringKeys } from './monitoring-keys';

export const NOTIFICATION_LIST_FAILED_TITLE =
  'Failed to retreive notification list. Please try again';

/**
 * GET notification -> data.data.data, meta.pagination (newest first); a §8 list loader. The
 * answer's unread count also corrects the header's badge.
 */
export function getNotifications(
  query: NotificationListQuery,
  signal?: AbortSignal,
): Promise<ListResult<Notification>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listNotifications, { query, signal });
      setUnreadCount(response.data.data.unread_count);
      return { data: response.data.data.data, meta: response.meta };
    },
    (error) => notifyError(NOTIFICATION_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function notificationsQueryOptions(query: NotificationListQuery) {
  return queryOptions({
    queryKey: monitoringKeys.notificationList(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(query: NotificationListQuery) {
  return useQuery(notificationsQueryOptions(query));
}
