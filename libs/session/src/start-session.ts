import { callEndpoint } from '@esign/api-client';
import { getMe, type SessionUser, type TokenPair } from '@esign/contract';
import { useSessionStore } from './session-store';
import { writeSessionCookies } from './session-cookies';
import { sessionRuntime } from './session-runtime';

/**
 * Completes a sign-in with the tokens the server issued: loads user/me with the new token, then
 * stores cookies and store in one step, so guards never see tokens without their user. A failure
 * leaves no trace of the new session and rejects to the sign-in form.
 */
export async function startSession(tokens: TokenPair): Promise<SessionUser> {
  const me = await callEndpoint(getMe, {
    headers: { Authorization: `Bearer ${tokens.token}` },
    // Not stored yet: a 401 here is the sign-in failing, not a session to refresh.
    skipAuthRefresh: true,
  });
  const user = me.data.user;
  // No cached data of a previous user may show to this one.
  sessionRuntime.queryClient?.clear();
  await writeSessionCookies(tokens);
  useSessionStore.setState({
    token: tokens.token,
    refreshToken: tokens.refresh_token,
    user,
    loading: false,
  });
  return user;
}
