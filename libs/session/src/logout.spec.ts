import { notifyError } from '@esign/ui-kit';
import { initSession } from './init-session';
import { logout } from './logout';
import { PUBLIC_CLIENT_SECRET } from './public-client';
import { readSessionCookies, writeSessionCookies } from './session-cookies';
import { useSessionStore } from './session-store';
import { runtimeConfig, sessionUser, TEST_SSO, tokenPair } from './testing/factories';
import {
  requestBody,
  requestHeader,
  requestPath,
  type MockHandler,
} from '@esign/api-client/testing';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
}));

const logoutRedirect = jest.fn(async () => undefined);
jest.mock('./sso-client', () => ({
  getSsoClient: () => ({
    initialize: async () => undefined,
    logoutRedirect,
    getActiveAccount: () => null,
    getAllAccounts: () => [],
  }),
}));

const LOGOUT = '/api/admin/api/v1/user/logout';
const DESTROY = '/api/auth/api/v1/api-logout/credential/destroy';
const REFRESH = '/api/auth/api/v1/auth/refresh-token';

let env: ReturnType<typeof resetSessionEnvironment>;
beforeEach(() => {
  env = resetSessionEnvironment();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function signedIn(handler: MockHandler, user = sessionUser(), config = runtimeConfig()) {
  const adapter = serveHttp(handler);
  await initSession(config);
  await writeSessionCookies(tokenPair({ token: 'access', refresh_token: 'refresh' }));
  useSessionStore.setState({ token: 'access', refreshToken: 'refresh', user });
  return adapter;
}

describe('logout', () => {
  it('calls user/logout and the credential destroy with the public client, clears everything and goes to /login', async () => {
    const adapter = await signedIn(() => ({ status: 200, data: { data: { message: 'ok' } } }));
    await logout();

    expect(adapter.requests.map(requestPath)).toEqual([LOGOUT, DESTROY]);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer access');
    expect(requestBody(adapter.at(1))).toEqual({
      client_id: 'backoffice-web',
      client_secret: PUBLIC_CLIENT_SECRET,
    });
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
    });
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
    expect(env.replace).toHaveBeenCalledWith('/login');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('counts a 401 of the second call as done: the first call already ended the session', async () => {
    const adapter = await signedIn((request) =>
      requestPath(request) === LOGOUT
        ? { status: 200, data: { data: { message: 'ok' } } }
        : { status: 401, data: {} },
    );
    await logout();
    expect(adapter.requests.map(requestPath)).toEqual([LOGOUT, DESTROY]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('clears locally and shows Logout Failed when the server calls fail', async () => {
    await signedIn(() => ({ status: 500, data: {} }));
    await logout();

    expect(notifyError).toHaveBeenCalledWith('Logout Failed');
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
    });
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
    expect(env.replace).toHaveBeenCalledWith('/login');
  });

  it('does not reload the page when the refresh during logout fails; it navigates to /login once', async () => {
    const adapter = await signedIn((request) => ({
      status: requestPath(request) === REFRESH ? 401 : 401,
      data: {},
    }));
    await logout();
    expect(adapter.requests.map(requestPath)).toEqual([LOGOUT, REFRESH, DESTROY]);
    expect(env.assign).not.toHaveBeenCalled();
    expect(env.replace).toHaveBeenCalledTimes(1);
  });

  it('shares one logout between concurrent calls', async () => {
    const adapter = await signedIn(() => ({ status: 200, data: { data: { message: 'ok' } } }));
    await Promise.all([logout(), logout()]);
    expect(adapter.requests).toHaveLength(2);
  });

  it('calls no server without a session, and still goes to /login', async () => {
    const adapter = serveHttp(() => ({ status: 200, data: {} }));
    await initSession(runtimeConfig());
    await logout();
    expect(adapter.requests).toHaveLength(0);
    expect(env.replace).toHaveBeenCalledWith('/login');
  });

  it('signs a user_type 1 user out of the corporate SSO too, which returns to /login', async () => {
    await signedIn(
      () => ({ status: 200, data: { data: { message: 'ok' } } }),
      sessionUser({ user_type: 1 }),
      runtimeConfig({ sso: { ...TEST_SSO, scopes: [...TEST_SSO.scopes] } }),
    );
    await logout();
    expect(logoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ postLogoutRedirectUri: 'http://localhost/login' }),
    );
    expect(env.replace).not.toHaveBeenCalled();
  });

  it('does not touch the SSO for a password user', async () => {
    await signedIn(
      () => ({ status: 200, data: { data: { message: 'ok' } } }),
      sessionUser({ user_type: 0 }),
      runtimeConfig({ sso: { ...TEST_SSO, scopes: [...TEST_SSO.scopes] } }),
    );
    await logout();
    expect(logoutRedirect).not.toHaveBeenCalled();
  });
});
