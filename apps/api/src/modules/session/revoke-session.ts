import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { refreshTokens } from '../../db/schema/sessions';

/**
 * Revokes every refresh token of the session; its access tokens stop working on their next
 * request too, because authentication checks the family. Returns how many tokens it revoked.
 */
export async function revokeSession(tx: Executor, sessionId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}
