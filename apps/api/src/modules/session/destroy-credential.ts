import { createHash, timingSafeEqual } from 'node:crypto';
import type { CredentialDestroyRequest } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Authenticate, Principal } from '../../http/principal';
import { endSession } from './end-session';

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the value.
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}

/**
 * Logout of the delegated sign-in client: checks the client credentials, then ends the session of
 * the Bearer token. A genuine token whose session has already ended (user/logout came first) is
 * done, not an error (RFC 7009's revocation answers alike); any other token problem is the 401 it
 * always is. Returns the principal whose session ended, or null when it had ended already.
 */
export async function destroyCredential(
  ctx: AppContext,
  authenticate: Authenticate,
  input: CredentialDestroyRequest & { authorization: string | undefined; ip: string | null },
): Promise<Principal | null> {
  const idMatches = sameSecret(input.client_id, ctx.config.oauthClientId);
  const secretMatches = sameSecret(input.client_secret, ctx.config.oauthClientSecret);
  if (!idMatches || !secretMatches) {
    throw new ApiError(401, 'invalid_client', 'Client credentials are invalid');
  }
  let principal: Principal;
  try {
    principal = await authenticate(input.authorization);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'session_ended') return null;
    throw error;
  }
  await endSession(ctx, principal, {
    action: 'auth.credential_destroy',
    activity: `Signed out of client ${input.client_id}`,
    ip: input.ip,
  });
  return principal;
}
