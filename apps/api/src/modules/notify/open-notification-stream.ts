import type { AppContext } from '../../app-context';
import { signStreamToken, verifyStreamToken } from '../../auth/access-token';
import { unauthorized } from '../../http/api-error';
import type { EventStream } from '../../http/event-stream';
import type { Principal } from '../../http/principal';
import { loadPrincipal } from '../session/authenticate-access-token';
import type { NotificationHub } from './notification-hub';

/**
 * POST notification/stream-token. EventSource cannot send an Authorization header, so the app
 * trades its access token for this one, good for STREAM_TOKEN_TTL_SECONDS and for nothing but
 * opening the stream of the same session. It travels in the stream's URL as `stream_token`,
 * which every log redacts (a "token" parameter). It may open several streams while it lives, so
 * the browser's automatic reconnect works; after that the app asks for a new one.
 */
export async function createNotificationStreamToken(
  ctx: Pick<AppContext, 'secrets' | 'clock' | 'config'>,
  principal: Principal,
): Promise<{ stream_token: string; expires_in: number }> {
  const ttl = ctx.config.streamTokenTtlSeconds;
  return {
    stream_token: await signStreamToken(
      ctx.secrets.jwtKey,
      { userId: principal.userId, sessionId: principal.sessionId },
      ctx.clock(),
      ttl,
    ),
    expires_in: ttl,
  };
}

/**
 * GET notification/stream: checks the token and that its session is still live (like every
 * request), then opens the user's stream from `lastEventId` on.
 */
export async function openNotificationStream(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'clock'>,
  hub: NotificationHub,
  input: { streamToken: string; lastEventId: number | null },
): Promise<{ principal: Principal; stream: EventStream }> {
  const now = ctx.clock();
  const claims = await verifyStreamToken(ctx.secrets.jwtKey, input.streamToken, now);
  if (!claims) throw unauthorized('invalid_token', 'The stream token is invalid or has expired');
  const principal = await loadPrincipal(ctx, claims, now);
  return { principal, stream: await hub.open(principal, input.lastEventId) };
}
