import {
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead as markAllNotificationsReadEndpoint,
  markNotificationRead as markNotificationReadEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';

/** The signed-in user's notifications (spec §7 "Notifications"). */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
