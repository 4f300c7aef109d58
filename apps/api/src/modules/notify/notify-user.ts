import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

/** A notification for a user (and their unread counter), in the caller's transaction. */
export async function notifyUser(
  tx: Executor,
  userId: number,
  message: { title: string; body: string; at: Date },
): Promise<void> {
  await tx
    .insert(notifications)
    .values({ userId, title: message.title, body: message.body, createdAt: message.at });
  await tx
    .update(users)
    .set({ unreadNotification: sql`${users.unreadNotification} + 1` })
    .where(eq(users.id, userId));
}
