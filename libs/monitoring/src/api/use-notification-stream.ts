import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reloadSessionUser, useSessionStore } from '@esign/session';
import {
  NotificationStreamClient,
  type EventSourceLike,
} from '../model/notification-stream-client';
import { usePopupStore } from '../model/popup-store';
import { setUnreadCount } from '../model/set-unread-count';
import { createStreamToken, notificationStreamUrl } from './create-stream-token';
import { monitoringKeys } from './monitoring-keys';

/** The browser's EventSource; without one (old browsers, jsdom) every attempt fails, so the client polls. */
function browserEventSource(url: string): EventSourceLike {
  if (typeof EventSource === 'undefined') throw new Error('EventSource is not available');
  return new EventSource(url);
}

/**
 * While mounted with a signed-in user: one notification stream for this tab. Each notification
 * pops up, adds one to the header's badge and reloads the notification lists; the stream's
 * `ready` sets the badge to the server's count. Closed on unmount and when the user changes
 * (logout clears the session user).
 */
export function useNotificationStream(
  createEventSource: (url: string) => EventSourceLike = browserEventSource,
): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const refreshLists = () =>
      void client.invalidateQueries({ queryKey: monitoringKeys.notifications() });
    const stream = new NotificationStreamClient({
      fetchToken: createStreamToken,
      streamUrl: notificationStreamUrl,
      createEventSource: (url) => {
        try {
          return createEventSource(url);
        } catch {
          return failedSource();
        }
      },
      onNotification: (notification) => {
        usePopupStore.getState().show(notification);
        setUnreadCount((count) => count + 1);
        refreshLists();
      },
      onReady: (unread) => setUnreadCount(unread),
      poll: () => {
        // A failed reload leaves the session as it is; the next tick tries again.
        reloadSessionUser().catch(() => undefined);
        refreshLists();
      },
    });
    stream.start();
    return () => {
      stream.stop();
      usePopupStore.getState().clear();
    };
  }, [userId, client, createEventSource]);
}

/** A source that reports its failure right after the client wired its handlers. */
function failedSource(): EventSourceLike {
  const source: EventSourceLike = {
    onerror: null,
    addEventListener: () => undefined,
    close: () => undefined,
  };
  queueMicrotask(() => source.onerror?.(new Event('error')));
  return source;
}
