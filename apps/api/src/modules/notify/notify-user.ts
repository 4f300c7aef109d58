import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { NOTIFICATION_CHANNEL } from './database-events';
import type { NotificationSubject } from './notification-subjects';

export interface NotificationMessage {
  title: string;
  body: string;
  at: Date;
  /** What it is about (a document, a top-up, a transfer) and where the web app shows it. */
  subject?: NotificationSubject;
}

/**
 * A notification for a user, in the caller's transaction: the row, the user's unread counter,
 * and a PostgreSQL NOTIFY that every server instance receives when (and only if) the
 * transaction commits, so open streams deliver it at once (notification-hub.ts).
 */
export function notifyUser(
  tx: Executor,
  userId: number,
  message: NotificationMessage,
): Promise<void> {
  return notifyUsers(tx, [{ userId, message }]);
}

/**
 * Several notifications at once, as notifyUser writes each: one multi-row insert, one counter
 * update per user, one statement for every NOTIFY (a bulk signature writes hundreds).
 */
export async function notifyUsers(
  tx: Executor,
  entries: readonly { userId: number; message: NotificationMessage }[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(
      entries.map(({ userId, message }) => ({
        userId,
        title: message.title,
        body: message.body,
        subjectType: message.subject?.type ?? null,
        subjectId: message.subject?.id ?? null,
        link: message.subject?.link ?? null,
        createdAt: message.at,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  const perUser = new Map<number, number>();
  for (const { userId } of entries) perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
  for (const [userId, added] of perUser)
    await tx
      .update(users)
      .set({ unreadNotification: sql`${users.unreadNotification} + ${added}` })
      .where(eq(users.id, userId));
  const payloads = rows.map((row) => sql`(${JSON.stringify({ id: row.id, user_id: row.userId })})`);
  await tx.execute(
    sql`select pg_notify(${NOTIFICATION_CHANNEL}, payload) from (values ${sql.join(payloads, sql`, `)}) as sent(payload)`,
  );
}
