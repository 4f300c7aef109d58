import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { markAllNotificationsRead } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { setUnreadCount } from '../model/set-unread-count';
import { monitoringKeys } from './monitoring-keys';

export const READ_ALL_NOTIFICATIONS_FAILED_TITLE =
  'Failed to mark all notification as read. Please try again';

/** PUT notification: the badge takes the answered unread count (0); the lists reload. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(markAllNotificationsRead),
    onSuccess: (response) => {
      setUnreadCount(response.data.unread_count);
      return client.invalidateQueries({ queryKey: monitoringKeys.notifications() });
    },
    onError: (error) => notifyError(READ_ALL_NOTIFICATIONS_FAILED_TITLE, getErrorMessage(error)),
  });
}
