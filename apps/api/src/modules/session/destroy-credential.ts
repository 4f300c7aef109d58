import { createHash, timingSafeEqual } from 'node:crypto';
import type { CredentialDestroyRequest } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { endSession } from './end-session';

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the value.
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}

/** Logout of the delegated sign-in client: checks the client credentials, then ends the session. */
export async function destroyCredential(
  ctx: AppContext,
  principal: Principal,
  input: CredentialDestroyRequest & { ip: string | null },
): Promise<void> {
  const idMatches = sameSecret(input.client_id, ctx.config.oauthClientId);
  const secretMatches = sameSecret(input.client_secret, ctx.config.oauthClientSecret);
  if (!idMatches || !secretMatches) {
    throw new ApiError(401, 'invalid_client', 'Client credentials are invalid');
  }
  await endSession(ctx, principal, {
    action: 'auth.credential_destroy',
    activity: `Signed out of client ${input.client_id}`,
    ip: input.ip,
  });
}
