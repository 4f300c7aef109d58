import type { TokenPair } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { signAccessToken } from '../../auth/access-token';

/** The token response of a session: a fresh access token next to the given refresh token. */
export async function issueTokenPair(
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  session: { userId: number; sessionId: string; refreshToken: string; now: Date },
): Promise<TokenPair> {
  const token = await signAccessToken(
    ctx.secrets.jwtKey,
    { userId: session.userId, sessionId: session.sessionId },
    session.now,
    ctx.config.accessTokenTtlSeconds,
  );
  return {
    token,
    refresh_token: session.refreshToken,
    token_type: 'Bearer',
    expires_in: ctx.config.refreshTokenTtlSeconds,
    token_expires_in: ctx.config.accessTokenTtlSeconds,
  };
}
