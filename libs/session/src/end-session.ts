import { browserLocation } from './browser-location';
import { useSessionStore } from './session-store';
import { clearSessionCookies } from './session-cookies';
import { sessionRuntime } from './session-runtime';

export const LOGIN_PATH = '/login';

/** Forgets the session in this browser: store, cookies and every cached query of the user. */
export async function clearLocalSession(): Promise<void> {
  useSessionStore.getState().clear();
  sessionRuntime.queryClient?.clear();
  await clearSessionCookies();
}

/**
 * The session is over (refresh impossible or refused, user/me failed): clear it and load /login
 * afresh, a full page load so nothing of the old user stays in memory.
 */
export async function endSession(): Promise<void> {
  await clearLocalSession();
  if (sessionRuntime.loggingOut) return;
  if (browserLocation.pathname() !== LOGIN_PATH) browserLocation.assign(LOGIN_PATH);
}
