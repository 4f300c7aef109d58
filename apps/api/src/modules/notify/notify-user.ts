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
export async function notifyUser(
  tx: Executor,
  userId: number,
  message: NotificationMessage,
): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId,
      title: message.title,
      body: message.body,
      subjectType: message.subject?.type ?? null,
      subjectId: message.subject?.id ?? null,
      link: message.subject?.link ?? null,
      createdAt: message.at,
    })
    .returning({ id: notifications.id });
  await tx
    .update(users)
    .set({ unreadNotification: sql`${users.unreadNotification} + 1` })
    .where(eq(users.id, userId));
  if (row) {
    const payload = JSON.stringify({ id: row.id, user_id: userId });
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}
