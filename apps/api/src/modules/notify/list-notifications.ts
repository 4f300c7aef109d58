import {
  paginationFor,
  type NotificationListQuery,
  type NotificationListResponse,
} from '@esign/contract';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { notificationColumns, toNotification } from './notification-columns';
import { unreadCount } from './unread-count';

/** GET notification: a page of the user's own notifications, newest first. */
export async function listNotifications(
  executor: Executor,
  userId: number,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const where = and(
    eq(notifications.userId, userId),
    query.read === 'read'
      ? isNotNull(notifications.readAt)
      : query.read === 'unread'
        ? isNull(notifications.readAt)
        : undefined,
  );
  const rows = await executor
    .select(notificationColumns)
    .from(notifications)
    .where(where)
    // By when each was written; rows stored out of time order (the demo seed's past events)
    // still read newest first. The id breaks ties (notifications_user_created_at_idx).
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(notifications).where(where);
  return {
    data: {
      data: { data: rows.map(toNotification), unread_count: await unreadCount(executor, userId) },
    },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
