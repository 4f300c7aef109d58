import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { markNotificationRead } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { setUnreadCount } from '../model/set-unread-count';
import { monitoringKeys } from './monitoring-keys';

export const READ_NOTIFICATION_FAILED_TITLE = 'Failed to read notification. Please try again';

/** PUT notification/{id}: the badge takes the answered unread count; the lists reload. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(markNotificationRead, { params: { id } }),
    onSuccess: (response) => {
      setUnreadCount(response.data.unread_count);
      return client.invalidateQueries({ queryKey: monitoringKeys.notifications() });
    },
    onError: (error) => notifyError(READ_NOTIFICATION_FAILED_TITLE, getErrorMessage(error)),
  });
}
