import { formatUnreadCount } from '../format/format-unread-count';

/** 'n unread notifications' (singular for 1), or plain 'Notifications' when nothing is unread. */
export function notificationLabel(unreadCount: number): string {
  const text = formatUnreadCount(unreadCount);
  if (!text) return 'Notifications';
  return `${text} unread notification${text === '1' ? '' : 's'}`;
}
