import type {
  AccountInfo,
  AuthenticationResult,
  IPublicClientApplication,
} from '@azure/msal-browser';
import { callEndpoint } from '@esign/api-client';
import { ssoLogin as ssoLoginEndpoint, type SessionUser, type SsoConfig } from '@esign/contract';
import { LOGIN_PATH } from './end-session';
import { requireConfig } from './session-runtime';
import { startSession } from './start-session';

let msalPromise: Promise<IPublicClientApplication> | null = null;
let msalFor: SsoConfig | null = null;

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** MSAL is loaded on first use only (dynamic import), so it never weighs on the initial bundle. */
function getMsal(sso: SsoConfig): Promise<IPublicClientApplication> {
  if (!msalPromise || msalFor !== sso) {
    msalFor = sso;
    msalPromise = import('@azure/msal-browser').then(({ PublicClientApplication }) =>
      PublicClientApplication.createPublicClientApplication({
        auth: {
          clientId: sso.clientId,
          authority: sso.authority,
          redirectUri: absolute(sso.redirectPath),
          postLogoutRedirectUri: absolute(LOGIN_PATH),
          // The redirect lands on the SSO page, which completes the sign-in itself.
          navigateToLoginRequestUrl: false,
        },
        cache: { cacheLocation: 'sessionStorage' },
      }),
    );
    msalPromise.catch(() => {
      msalPromise = null;
    });
  }
  return msalPromise;
}

function requireSso(): SsoConfig {
  const { sso } = requireConfig();
  if (!sso) throw new Error('Single sign-on is not configured');
  return sso;
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

/** The user closed the SSO popup: not an error to show. */
export function isSsoCancelled(error: unknown): boolean {
  return errorCodeOf(error) === 'user_cancelled';
}

/** An access token for the configured scopes (e.g. User.Read), the one auth/sso-login verifies. */
async function acquireAccessToken(
  msal: IPublicClientApplication,
  sso: SsoConfig,
  result: AuthenticationResult,
): Promise<string> {
  const account: AccountInfo = result.account;
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
  });
  return startSession(response.data);
}

/**
 * Signs in through the corporate SSO (MSAL): a popup, or a redirect to the SSO page when the
 * browser blocks popups. Resolves to the user, or to null when the page is leaving for the redirect.
 */
export async function ssoLogin(): Promise<SessionUser | null> {
  const sso = requireSso();
  const msal = await getMsal(sso);
  const request = { scopes: sso.scopes, redirectUri: absolute(sso.redirectPath) };
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

/**
 * The SSO page after an MSAL redirect: completes it and signs in. Resolves to null when the page
 * was opened without a redirect response (the caller then shows the login page).
 */
export function completeSsoRedirect(): Promise<SessionUser | null> {
  // One exchange per redirect, even when StrictMode runs the page's effect twice.
  completing ??= (async () => {
    const sso = requireSso();
    const msal = await getMsal(sso);
    const result = await msal.handleRedirectPromise();
    if (!result) return null;
    return exchange(msal, sso, result);
  })().finally(() => {
    completing = null;
  });
  return completing;
}

let completing: Promise<SessionUser | null> | null = null;

/** Signs out of the corporate SSO too; MSAL brings the browser back to /login. */
export async function ssoLogout(sso: SsoConfig): Promise<void> {
  const msal = await getMsal(sso);
  await msal.logoutRedirect({
    account: msal.getActiveAccount() ?? undefined,
    postLogoutRedirectUri: absolute(LOGIN_PATH),
  });
}
