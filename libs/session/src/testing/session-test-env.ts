export { serveHttp } from '@esign/api-client/testing';
import { browserLocation } from '../browser-location';
import { resetCookieKeyForTests } from '../cookie-key';
import { sessionRuntime } from '../session-runtime';
import { useSessionStore } from '../session-store';

/** Removes every cookie of the test document. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** A fresh page: empty store, no cookies, a new cookie key, no runtime, navigation recorded. */
export function resetSessionEnvironment() {
  useSessionStore.setState({ user: null, token: null, refreshToken: null, loading: false });
  clearAllCookies();
  resetCookieKeyForTests();
  sessionRuntime.config = null;
  sessionRuntime.queryClient = null;
  sessionRuntime.loggingOut = false;
  const pathname = { value: '/admin' };
  const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
  const rewrite = jest.spyOn(browserLocation, 'rewrite').mockImplementation((path) => {
    pathname.value = path;
  });
  jest.spyOn(browserLocation, 'pathname').mockImplementation(() => pathname.value);
  return { assign, replace, rewrite, pathname };
}
