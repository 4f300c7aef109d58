import type { TokenPair } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token';
import { refreshTokens } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { unauthorized } from '../../http/api-error';
import { recordActivity } from '../monitoring/record-activity';
import { issueTokenPair } from './issue-token-pair';
import { revokeSession } from './revoke-session';

type Outcome =
  | { kind: 'ok'; tokens: TokenPair; userId: number }
  | { kind: 'invalid' }
  | { kind: 'revoked' }
  | { kind: 'reused' }
  | { kind: 'expired' };

/**
 * Rotates a refresh token: the presented one is marked replaced by a new one of the same
 * family. Presenting a token that was already replaced means it leaked (or raced); the whole
 * family is revoked, which also ends its access tokens.
 */
export async function refreshSession(
  ctx: AppContext,
  input: { refreshToken: string; ip: string | null },
): Promise<{ tokens: TokenPair; userId: number }> {
  const now = ctx.clock();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [current] = await tx
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        userId: refreshTokens.userId,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: refreshTokens.revokedAt,
        replacedBy: refreshTokens.replacedBy,
        userActive: users.isActive,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(input.refreshToken)))
      .for('update', { of: refreshTokens });
    if (!current) return { kind: 'invalid' };
    if (current.replacedBy !== null) {
      await revokeSession(tx, current.familyId, now);
      await recordActivity(tx, {
        userId: current.userId,
        action: 'auth.refresh_reuse',
        activity: 'A refresh token was used twice; the session was ended',
        subjectType: 'session',
        subjectId: current.familyId,
        ip: input.ip,
        at: now,
      });
      return { kind: 'reused' };
    }
    if (current.revokedAt !== null) return { kind: 'revoked' };
    if (current.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    if (!current.userActive) {
      await revokeSession(tx, current.familyId, now);
      return { kind: 'revoked' };
    }
    const refreshToken = newOpaqueToken();
    const [next] = await tx
      .insert(refreshTokens)
      .values({
        tokenHash: hashOpaqueToken(refreshToken),
        familyId: current.familyId,
        userId: current.userId,
        expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000),
        createdAt: now,
      })
      .returning({ id: refreshTokens.id });
    await tx
      .update(refreshTokens)
      .set({ replacedBy: next?.id ?? null })
      .where(eq(refreshTokens.id, current.id));
    const tokens = await issueTokenPair(ctx, {
      userId: current.userId,
      sessionId: current.familyId,
      refreshToken,
      now,
    });
    return { kind: 'ok', tokens, userId: current.userId };
  });

  switch (outcome.kind) {
    case 'ok':
      return { tokens: outcome.tokens, userId: outcome.userId };
    case 'reused':
      throw unauthorized(
        'refresh_token_reused',
        'This refresh token was already used, so the session has been ended. Please sign in again.',
      );
    case 'expired':
      throw unauthorized('session_expired', 'Your session has expired. Please sign in again.');
    case 'revoked':
      throw unauthorized('session_ended', 'Your session has ended. Please sign in again.');
    case 'invalid':
      throw unauthorized(
        'invalid_refresh_token',
        'The refresh token is not valid. Please sign in again.',
      );
  }
}
