import { apiClient, callEndpoint } from '@esign/api-client';
import { getMe } from '@esign/contract';
import { initSession } from './init-session';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { useSessionStore } from './session-store';
import { runtimeConfig, sessionUser, tokenPair } from './testing/factories';
import { requestBody, requestHeader, requestPath } from '@esign/api-client/testing';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

const ME = '/api/admin/api/v1/user/me';
const REFRESH = '/api/auth/api/v1/auth/refresh-token';

let env: ReturnType<typeof resetSessionEnvironment>;
beforeEach(() => {
  env = resetSessionEnvironment();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/**
 * Resolves once no user/me load is in flight (the store's `loading` flag is off). The load's
 * refresh encrypts cookies on the crypto thread pool, so a fixed number of ticks is not enough on a
 * busy machine: wait for the state itself.
 */
function userLoadSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (!useSessionStore.getState().loading) {
      resolve();
      return;
    }
    const unsubscribe = useSessionStore.subscribe((state) => {
      if (state.loading) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('initSession', () => {
  it('restores the tokens from the cookies and loads user/me, with the loading flag on meanwhile', async () => {
    await writeSessionCookies(tokenPair({ token: 'saved-access', refresh_token: 'saved-refresh' }));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const adapter = serveHttp(async () => {
      await gate;
      return { status: 200, data: { data: { user: sessionUser({ name: 'Budi' }) } } };
    });

    await initSession(runtimeConfig());
    expect(useSessionStore.getState()).toMatchObject({
      token: 'saved-access',
      refreshToken: 'saved-refresh',
      loading: true,
    });

    release();
    await userLoadSettled();
    expect(useSessionStore.getState()).toMatchObject({ loading: false, user: { name: 'Budi' } });
    expect(requestPath(adapter.at(0))).toBe(ME);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer saved-access');
  });

  it('loads no user without a refresh cookie', async () => {
    const adapter = serveHttp(() => ({ status: 500 }));
    await initSession(runtimeConfig());
    await userLoadSettled();
    expect(adapter.requests).toHaveLength(0);
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      refreshToken: null,
      loading: false,
    });
  });

  it('sets the API base URL from the runtime config', async () => {
    await initSession(runtimeConfig({ apiBaseUrl: 'https://api.example.co.id' }));
    expect(apiClient.defaults.baseURL).toBe('https://api.example.co.id');
  });

  it('ends the session when user/me fails: store and cookies cleared, /login loaded', async () => {
    await writeSessionCookies(tokenPair());
    serveHttp(() => ({ status: 500, data: {} }));
    await initSession(runtimeConfig());
    await userLoadSettled();

    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      loading: false,
    });
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
    expect(env.assign).toHaveBeenCalledWith('/login');
  });

  it('does not reload /login when the session ends while already there', async () => {
    env.pathname.value = '/login';
    await writeSessionCookies(tokenPair());
    serveHttp(() => ({ status: 500, data: {} }));
    await initSession(runtimeConfig());
    await userLoadSettled();
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token, saving the new pair to store and cookies', async () => {
    await writeSessionCookies(tokenPair({ token: 'expired', refresh_token: 'refresh-1' }));
    const adapter = serveHttp((request) => {
      if (requestPath(request) === REFRESH) {
        return {
          status: 200,
          data: { data: tokenPair({ token: 'fresh', refresh_token: 'refresh-2' }) },
        };
      }
      return requestHeader(request, 'Authorization') === 'Bearer fresh'
        ? { status: 200, data: { data: { user: sessionUser() } } }
        : { status: 401, data: {} };
    });
    await initSession(runtimeConfig());
    await userLoadSettled();

    expect(useSessionStore.getState()).toMatchObject({
      token: 'fresh',
      refreshToken: 'refresh-2',
      user: { id: 7 },
    });
    await expect(readSessionCookies()).resolves.toEqual({
      token: 'fresh',
      refreshToken: 'refresh-2',
    });
    expect(
      requestBody(adapter.requests.find((r) => requestPath(r) === REFRESH) ?? adapter.at(0)),
    ).toEqual({
      refresh_token: 'refresh-1',
    });
  });

  it('sends the user to /403 on a 403, except on the root route', async () => {
    serveHttp(() => ({ status: 403, data: {} }));
    await initSession(runtimeConfig());

    await expect(callEndpoint(getMe)).rejects.toBeDefined();
    expect(env.assign).toHaveBeenCalledWith('/403');

    env.assign.mockClear();
    env.pathname.value = '/';
    await expect(callEndpoint(getMe)).rejects.toBeDefined();
    expect(env.assign).not.toHaveBeenCalled();
  });
});

describe('initSession under maintenance', () => {
  it('leads every path to /maintenance before the app renders, and asks the server for nothing', async () => {
    await writeSessionCookies(tokenPair({ token: 'saved-access', refresh_token: 'saved-refresh' }));
    const adapter = serveHttp(() => ({ status: 200, data: {} }));
    env.pathname.value = '/admin/documents/sign';
    await initSession(runtimeConfig({ maintenance: true }));
    await userLoadSettled();
    expect(env.rewrite).toHaveBeenCalledWith('/maintenance');
    expect(adapter.requests).toHaveLength(0);
    // The session is kept for when maintenance is over.
    expect(useSessionStore.getState().refreshToken).toBe('saved-refresh');
  });

  it('stays on /maintenance during maintenance', async () => {
    env.pathname.value = '/maintenance';
    await initSession(runtimeConfig({ maintenance: true }));
    expect(env.rewrite).not.toHaveBeenCalled();
  });

  it('leads /maintenance home when there is no maintenance', async () => {
    env.pathname.value = '/maintenance';
    await initSession(runtimeConfig({ maintenance: false }));
    expect(env.rewrite).toHaveBeenCalledWith('/');
  });

  it('leaves other paths alone when there is no maintenance', async () => {
    env.pathname.value = '/login';
    await initSession(runtimeConfig());
    expect(env.rewrite).not.toHaveBeenCalled();
  });
});
