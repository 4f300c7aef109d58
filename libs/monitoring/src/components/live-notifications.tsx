import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationStream } from '../api/use-notification-stream';
import { usePopupStore } from '../model/popup-store';
import { NotificationPopups } from './notification-popups';

/**
 * The admin frame's live notifications: keeps this tab's stream open while mounted and shows
 * what it delivers as popups. Following a popup's link marks it read and closes it.
 */
export function LiveNotifications() {
  useNotificationStream();
  const popups = usePopupStore((state) => state.popups);
  const dismiss = usePopupStore((state) => state.dismiss);
  const markRead = useMarkNotificationRead();
  return (
    <NotificationPopups
      popups={popups}
      onDismiss={dismiss}
      onOpen={(notification) => {
        dismiss(notification.id);
        if (!notification.is_read) markRead.mutate(notification.id);
      }}
    />
  );
}
