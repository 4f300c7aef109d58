import type {
  AuthenticationResult,
  IPublicClientApplication,
  PopupRequest,
} from '@azure/msal-browser';
import { callEndpoint } from '@esign/api-client';
import { ssoLogin as ssoLoginEndpoint, type SessionUser, type SsoConfig } from '@esign/contract';
import { LOGIN_PATH } from './end-session';
import { startSession } from './start-session';

// Only types come from MSAL here: the MSAL client itself is passed in by the lazy SSO components
// (through msal-react's context) or loaded with import() on logout.

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'errorCode' in error &&
    typeof error.errorCode === 'string'
    ? error.errorCode
    : undefined;
}

/** The browser refused to open the popup: the redirect flow still works. */
function isPopupBlocked(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'popup_window_error' || code === 'empty_window_error';
}

/** An access token for the configured scopes (e.g. User.Read), the one auth/sso-login verifies. */
async function acquireAccessToken(
  msal: IPublicClientApplication,
  sso: SsoConfig,
  result: AuthenticationResult,
): Promise<string> {
  const { account } = result;
  msal.setActiveAccount(account);
  try {
    const silent = await msal.acquireTokenSilent({ scopes: sso.scopes, account });
    return silent.accessToken;
  } catch (error) {
    // The sign-in response already carries a token for the requested scopes.
    if (result.accessToken) return result.accessToken;
    throw error;
  }
}

async function exchange(
  msal: IPublicClientApplication,
  sso: SsoConfig,
  result: AuthenticationResult,
): Promise<SessionUser> {
  const accessToken = await acquireAccessToken(msal, sso, result);
  const response = await callEndpoint(ssoLoginEndpoint, {
    headers: { Authorization: `Bearer ${accessToken}` },
    // No session yet: a 401 here is the sign-in being refused, not a session to refresh.
    skipAuthRefresh: true,
  });
  return startSession(response.data);
}

function signInRequest(sso: SsoConfig, returnTo: string | undefined): PopupRequest {
  // The state comes back with a redirect: where the SSO page lands (the delegated sign-in's target).
  return {
    scopes: sso.scopes,
    redirectUri: absolute(sso.redirectPath),
    ...(returnTo ? { state: returnTo } : {}),
  };
}

/**
 * Signs in through the corporate SSO: silently for an account MSAL still holds, else MSAL's
 * popup, or a redirect to the SSO page when the browser
 * blocks popups. Resolves to the user, or to null when the page is leaving for the redirect.
 */
export async function ssoLogin(
  msal: IPublicClientApplication,
  sso: SsoConfig,
  returnTo?: string,
): Promise<SessionUser | null> {
  await msal.initialize();
  // Still signed in to the corporate SSO in this tab (the back-office session ended first):
  // continue without asking the user again, when the provider allows it.
  const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
  if (account) {
    const silent = await msal.acquireTokenSilent({ scopes: sso.scopes, account }).catch(() => null);
    if (silent) return exchange(msal, sso, silent);
  }
  const request = signInRequest(sso, returnTo);
  let result: AuthenticationResult;
  try {
    result = await msal.loginPopup(request);
  } catch (error) {
    if (!isPopupBlocked(error)) throw error;
    await msal.loginRedirect(request);
    return null;
  }
  return exchange(msal, sso, result);
}

/** True inside the popup MSAL opened: its opener reads the response, this window must not. */
export function isMsalPopupWindow(): boolean {
  return Boolean(window.opener) && window.opener !== window && window.name.startsWith('msal.');
}

/** A completed SSO redirect: the user, and the page the sign-in started for (unchecked). */
export interface SsoRedirectOutcome {
  user: SessionUser;
  returnTo: string | null;
}

const completing = new WeakMap<IPublicClientApplication, Promise<SsoRedirectOutcome | null>>();

/**
 * The SSO page after an MSAL redirect: completes it and signs in. Resolves to null when the page
 * was opened without a redirect response. One exchange per redirect, even when StrictMode runs
 * the page's effect twice (MSAL itself shares one handleRedirectPromise per page load).
 */
export function completeSsoRedirect(
  msal: IPublicClientApplication,
  sso: SsoConfig,
): Promise<SsoRedirectOutcome | null> {
  let run = completing.get(msal);
  if (!run) {
    run = (async () => {
      await msal.initialize();
      const result = await msal.handleRedirectPromise();
      if (!result) return null;
      return { user: await exchange(msal, sso, result), returnTo: result.state || null };
    })();
    completing.set(msal, run);
    void run.finally(() => completing.delete(msal)).catch(() => undefined);
  }
  return run;
}

/** Signs out of the corporate SSO too; the identity provider brings the browser back to /login. */
export async function ssoLogout(sso: SsoConfig): Promise<void> {
  const { getSsoClient } = await import('./sso-client');
  const msal = getSsoClient(sso);
  await msal.initialize();
  const account = msal.getActiveAccount() ?? msal.getAllAccounts()[0] ?? null;
  await msal.logoutRedirect({
    account,
    postLogoutRedirectUri: absolute(LOGIN_PATH),
    // OpenID Connect RP-initiated logout: the provider returns to post_logout_redirect_uri only
    // when it knows the client, from the ID token or the client_id.
    ...(account?.idToken ? { idTokenHint: account.idToken } : {}),
    extraQueryParameters: { client_id: sso.clientId },
  });
}
