import { useMutation } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { updateMe } from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { notifyError } from '@esign/ui-kit';

export const NOTIFICATION_TOPUP_FAILED_TITLE = 'Failed notification topup';

/** PUT user/me {notification_topup}: the session user becomes the answered user. */
export function useUpdateNotificationTopup() {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      callEndpoint(updateMe, { body: { notification_topup: enabled } }),
    onSuccess: (response) => useSessionStore.getState().setUser(response.data.user),
    onError: (error) => notifyError(NOTIFICATION_TOPUP_FAILED_TITLE, getErrorMessage(error)),
  });
}
