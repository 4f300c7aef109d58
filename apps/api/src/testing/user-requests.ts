import { signIn, bearer, type TestApp } from './test-app';

/**
 * `as(username).get(url)` etc.: requests with a valid access token of that demo user, signing in
 * again once the test clock has moved past most of the token's life.
 */
export function userRequests(t: () => TestApp) {
  const tokens = new Map<string, { token: string; at: number }>();
  async function tokenOf(username: string): Promise<string> {
    const test = t();
    const cached = tokens.get(username);
    if (cached && test.clock.now().getTime() - cached.at < 10 * 60_000) return cached.token;
    const token = (await signIn(test, username)).token;
    tokens.set(username, { token, at: test.clock.now().getTime() });
    return token;
  }
  return function as(username: string) {
    const request = async (
      method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      t().app.inject({
        method,
        url,
        headers: { ...headers, ...bearer(await tokenOf(username)) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return {
      /** `headers` go out beside the token (If-None-Match, Range…). */
      get: (url: string, headers?: Record<string, string>) =>
        request('GET', url, undefined, headers),
      put: (url: string, payload: unknown) => request('PUT', url, payload),
      post: (url: string, payload?: unknown) => request('POST', url, payload),
      /** A FormData payload (testing/multipart.ts) goes out as multipart/form-data. */
      patch: (url: string, payload?: unknown) => request('PATCH', url, payload),
      delete: (url: string) => request('DELETE', url),
    };
  };
}
