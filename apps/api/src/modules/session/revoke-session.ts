import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { refreshTokens } from '../../db/schema/sessions';
import { announceSessionsEnded } from '../notify/database-events';

/**
 * Revokes every refresh token of the session; its access tokens stop working on their next
 * request too, because authentication checks the family, and its notification streams close. Returns how many tokens it revoked.
 */
export async function revokeSession(tx: Executor, sessionId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (revoked.length > 0) await announceSessionsEnded(tx, { sessionId });
  return revoked.length;
}
