import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

// PostgreSQL NOTIFY channels: a NOTIFY sent in a transaction reaches every listening server
// instance when that transaction commits, and never if it rolls back.

/** Payload `{"id":…,"user_id":…}`: a notification row was written (notify-user.ts). */
export const NOTIFICATION_CHANNEL = 'esign_notification';
/** Payload `{"session_id":…}` or `{"user_id":…}`: that session, or every session of that user, ended. */
export const SESSION_END_CHANNEL = 'esign_session_end';

/** Tells every instance that sessions ended, so their notification streams close at once. */
export async function announceSessionsEnded(
  tx: Executor,
  ended: { sessionId: string } | { userId: number },
): Promise<void> {
  const payload = JSON.stringify(
    'sessionId' in ended ? { session_id: ended.sessionId } : { user_id: ended.userId },
  );
  await tx.execute(sql`select pg_notify(${SESSION_END_CHANNEL}, ${payload})`);
}
