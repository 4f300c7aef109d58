import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint, configureApiClient } from '@esign/api-client';
import { getMe, type RuntimeConfig, type SessionUser } from '@esign/contract';
import { browserLocation } from './browser-location';
import { endSession } from './end-session';
import { navigateTo } from './session-navigation';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { sessionRuntime } from './session-runtime';
import { useSessionStore } from './session-store';

export const FORBIDDEN_PATH = '/403';
export const MAINTENANCE_PATH = '/maintenance';

/**
 * Maintenance (runtime config): every path leads to /maintenance, and /maintenance outside of
 * maintenance leads home. Done on the address before the router starts, so no page of the app
 * renders (or loads data) first. Returns whether the app is under maintenance.
 */
function applyMaintenance(config: RuntimeConfig): boolean {
  const pathname = browserLocation.pathname();
  if (config.maintenance) {
    if (pathname !== MAINTENANCE_PATH) browserLocation.rewrite(MAINTENANCE_PATH);
    return true;
  }
  // The spec is silent on /maintenance outside maintenance: the back-office is up, so go home.
  if (pathname === MAINTENANCE_PATH) browserLocation.rewrite('/');
  return false;
}

async function fetchUser(): Promise<SessionUser> {
  const me = await callEndpoint(getMe);
  useSessionStore.getState().setUser(me.data.user);
  return me.data.user;
}

let restoring: Promise<SessionUser> | null = null;

/**
 * Loads the user of a restored session (refresh cookie present); `loading` is on meanwhile.
 * A failure ends the session. Concurrent callers share one user/me call.
 */
export function restoreSessionUser(): Promise<SessionUser> {
  restoring ??= (async () => {
    useSessionStore.getState().setLoading(true);
    try {
      return await fetchUser();
    } catch (error) {
      await endSession();
      throw error;
    } finally {
      useSessionStore.getState().setLoading(false);
      restoring = null;
    }
  })();
  return restoring;
}

/** Reloads user/me (e.g. after a change of the notification setting); a failure leaves the session as is. */
export function reloadSessionUser(): Promise<SessionUser> {
  return fetchUser();
}

/**
 * Starts the session layer; the shell awaits it before the first render. Wires api-client to the
 * session (tokens, refresh, end of session, 403), restores the tokens from the encrypted cookies,
 * and when a refresh cookie exists starts loading user/me without waiting for it: the guard shows
 * its loading state meanwhile, so the first paint is not held back by the network.
 */
export async function initSession(
  config: RuntimeConfig,
  queryClient?: Pick<QueryClient, 'clear'>,
): Promise<void> {
  sessionRuntime.config = config;
  sessionRuntime.queryClient = queryClient ?? null;
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    auth: {
      getAccessToken: () => useSessionStore.getState().token,
      getRefreshToken: () => useSessionStore.getState().refreshToken,
      saveTokens: async (tokens) => {
        useSessionStore
          .getState()
          .setTokens({ token: tokens.token, refreshToken: tokens.refresh_token });
        await writeSessionCookies(tokens);
      },
      endSession,
    },
    onForbidden: () => navigateTo(FORBIDDEN_PATH),
    isRootRoute: () => browserLocation.pathname() === '/',
  });

  const underMaintenance = applyMaintenance(config);
  const tokens = await readSessionCookies();
  useSessionStore.getState().setTokens(tokens);
  // Under maintenance the session is kept for afterwards, but nothing asks for the user now.
  if (tokens.refreshToken && !underMaintenance) {
    // Errors are handled inside (the session ends); nobody awaits this promise.
    restoreSessionUser().catch(() => undefined);
  }
}
