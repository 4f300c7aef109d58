import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { rowsOf, type Executor } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';

/**
 * Marks the user's unread notifications matching `which` read and lowers the counter by exactly
 * the rows this statement changed, in one statement: a row's `read_at is null → now` happens
 * once however many marks race (the second waits for the first's row lock and then sees it read),
 * so `users.unread_notification` stays equal to the unread rows. Returns the new count.
 */
async function markRead(executor: Executor, userId: number, which: SQL | undefined, now: Date) {
  const marked = sql`(select count(*)::int from marked)`;
  const rows = await executor.execute(sql`
    with marked as (
      update ${notifications} set read_at = ${now.toISOString()}::timestamptz
      where ${and(eq(notifications.userId, userId), isNull(notifications.readAt), which)}
      returning 1
    )
    update ${users} set unread_notification = greatest(${users.unreadNotification} - ${marked}, 0)
    where ${users.id} = ${userId}
    returning ${users.unreadNotification} as unread`);
  const [row] = rowsOf<{ unread: number }>(rows);
  return row?.unread ?? 0;
}

/** PUT notification/{id}: marks one of the user's notifications read; again is harmless. */
export async function markNotificationRead(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  id: number,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // Another user's notification is as absent as one that never was: 404, nothing marked.
    const [own] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!own) throw notFound('Notification not found');
    return markRead(tx, userId, eq(notifications.id, id), ctx.clock());
  });
}

/** PUT notification: marks every unread notification of the user read. */
export async function markAllNotificationsRead(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<number> {
  return markRead(ctx.db, userId, undefined, ctx.clock());
}
