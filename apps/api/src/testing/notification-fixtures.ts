import { desc, eq } from 'drizzle-orm';
import { notifications } from '../db/schema/notifications';
import { users } from '../db/schema/users';
import { notifyUser } from '../modules/notify/notify-user';
import type { TestApp } from './test-app';

/** The id of the user's newest notification (there must be one). */
export async function newestNotificationIdOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  if (!row) throw new Error('No notification');
  return row.id;
}

/** Writes one notification to the user, as an event would, in a transaction of its own. */
export async function giveNotification(
  t: TestApp,
  userId: number,
  notification: { title: string; body: string; at: Date },
): Promise<void> {
  await t.database.db.transaction((tx) => notifyUser(tx, userId, notification));
}

/** Writes `count` notifications to the user, as an event would, one transaction each. */
export async function giveNotifications(t: TestApp, userId: number, count: number): Promise<void> {
  for (let index = 0; index < count; index++)
    await giveNotification(t, userId, {
      title: `Test notification ${index + 1}`,
      body: `Body ${index + 1}`,
      at: t.clock.now(),
    });
}

/** The stored unread counter and the number of unread rows, which must be equal. */
export async function unreadState(t: TestApp, userId: number) {
  const db = t.database.db;
  const [user] = await db
    .select({ counter: users.unreadNotification })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { counter: user?.counter, unreadRows: rows.filter((row) => row.readAt === null).length };
}
