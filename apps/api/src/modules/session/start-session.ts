import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token';
import type { Executor } from '../../db/database';
import { refreshTokens } from '../../db/schema/sessions';
import { issueTokenPair } from './issue-token-pair';

/** Opens a new session (refresh-token family) for the user, inside the caller's transaction. */
export async function startSession(
  tx: Executor,
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  userId: number,
  now: Date,
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await tx.insert(refreshTokens).values({
    tokenHash: hashOpaqueToken(refreshToken),
    familyId: sessionId,
    userId,
    expiresAt: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000),
    createdAt: now,
  });
  return issueTokenPair(ctx, { userId, sessionId, refreshToken, now });
}
