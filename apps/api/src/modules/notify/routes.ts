import {
  createNotificationStreamToken as createNotificationStreamTokenEndpoint,
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead as markAllNotificationsReadEndpoint,
  markNotificationRead as markNotificationReadEndpoint,
  notificationStream,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import type { NotificationHub } from './notification-hub';
import { createNotificationStreamToken, openNotificationStream } from './open-notification-stream';

/** The signed-in user's notifications (spec §7 "Notifications") and their live stream. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  hub: NotificationHub,
): void {
  registerEndpoint(app, listNotificationsEndpoint, async ({ principal, query }) =>
    listNotifications(ctx.db, principal.userId, query),
  );

  registerEndpoint(app, markNotificationReadEndpoint, async ({ principal, params }) => ({
    data: {
      message: 'Notification marked as read',
      unread_count: await markNotificationRead(ctx, principal.userId, params.id),
    },
  }));

  registerEndpoint(app, markAllNotificationsReadEndpoint, async ({ principal }) => ({
    data: {
      message: 'All notifications marked as read',
      unread_count: await markAllNotificationsRead(ctx, principal.userId),
    },
  }));

  registerEndpoint(app, createNotificationStreamTokenEndpoint, async ({ principal }) => ({
    data: await createNotificationStreamToken(ctx, principal),
  }));

  registerEndpoint(app, notificationStream, async ({ query, headers, request, reply }) => {
    const { principal, stream } = await openNotificationStream(ctx, hub, {
      streamToken: query.stream_token,
      // An automatic reconnect sends the header; a new EventSource can only use the query.
      lastEventId: headers['last-event-id'] ?? query.last_event_id ?? null,
    });
    request.logUserId = principal.userId;
    // Fastify destroys the body when the client goes away, which ends the subscription.
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-store')
      .header('x-accel-buffering', 'no')
      .send(stream.body);
  });
}
