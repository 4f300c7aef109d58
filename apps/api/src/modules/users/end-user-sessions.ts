import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { refreshTokens } from '../../db/schema/sessions';
import { announceSessionsEnded } from '../notify/database-events';

/**
 * Revokes every session of the user. Their refresh tokens stop working, and so do their access
 * tokens on the next request, because authentication checks the session (and that the user is active),
 * and their notification streams close.
 */
export async function endUserSessions(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await announceSessionsEnded(tx, { userId });
}
