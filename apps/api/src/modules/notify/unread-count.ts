import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';

/** The user's unread counter (`users.unread_notification`, what `user/me` shows). */
export async function unreadCount(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ unread: users.unreadNotification })
    .from(users)
    .where(eq(users.id, userId));
  return Math.max(0, row?.unread ?? 0);
}
