import { useSessionStore } from '@esign/session';

/**
 * Puts the server's unread count on the session user, so the header's badge moves at once
 * (the mark calls and the stream's `ready` event answer it; a live notification adds one).
 */
export function setUnreadCount(next: number | ((current: number) => number)): void {
  const { user, setUser } = useSessionStore.getState();
  if (!user) return;
  const count = typeof next === 'function' ? next(user.unread_notification) : next;
  const unread = Math.max(0, Math.floor(count));
  if (unread !== user.unread_notification) setUser({ ...user, unread_notification: unread });
}
