import { callEndpoint, getErrorStatus } from '@esign/api-client';
import { destroyCredential, logout as logoutEndpoint, SSO_USER_TYPE } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { clearLocalSession, LOGIN_PATH } from './end-session';
import { PUBLIC_CLIENT_SECRET } from './public-client';
import { navigateTo } from './session-navigation';
import { sessionRuntime } from './session-runtime';
import { useSessionStore } from './session-store';

export const LOGOUT_FAILED_TITLE = 'Logout Failed';

/**
 * Runs one server-side logout call. A 401 counts as done: the session no longer works, which is
 * what logout wants. (The reference server ends the session on the first call and answers the
 * second, for a session already ended, with 200, as OAuth token revocation does; a server that
 * answers 401 there is as good.)
 */
async function settle(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    return getErrorStatus(error) === 401;
  }
}

async function performLogout(): Promise<void> {
  const { user, token, refreshToken } = useSessionStore.getState();
  const config = sessionRuntime.config;
  let succeeded = true;
  sessionRuntime.loggingOut = true;
  try {
    if (token || refreshToken) {
      // user/logout first, with the usual refresh if the access token has expired; then the
      // delegated client's logout with the same token, never refreshed (the session is ending).
      const ended = await settle(() => callEndpoint(logoutEndpoint));
      const destroyed = config
        ? await settle(() =>
            callEndpoint(destroyCredential, {
              body: { client_id: config.oauthClientId, client_secret: PUBLIC_CLIENT_SECRET },
              skipAuthRefresh: true,
            }),
          )
        : true;
      succeeded = ended && destroyed;
    }
  } finally {
    // Whatever the server said, this browser forgets the session.
    await clearLocalSession();
    sessionRuntime.loggingOut = false;
  }
  if (!succeeded) notifyError(LOGOUT_FAILED_TITLE);

  if (user?.user_type === SSO_USER_TYPE && config?.sso) {
    try {
      // Loaded here only: users without SSO never download the SSO code.
      const { ssoLogout } = await import('./sso');
      await ssoLogout(config.sso);
      return;
    } catch (error) {
      console.error('[session] Single sign-on logout failed', error);
    }
  }
  navigateTo(LOGIN_PATH, { replace: true });
}

let inFlight: Promise<void> | null = null;

/**
 * Logs out (spec §4): calls user/logout and api-logout/credential/destroy, clears tokens, cookies
 * and cached queries even when those calls fail (then shows 'Logout Failed'), signs out of the SSO
 * for a user_type 1 user, and goes to /login. Concurrent calls share one logout.
 */
export function logout(): Promise<void> {
  inFlight ??= performLogout().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
