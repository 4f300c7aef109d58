import { login } from './login';
import { initSession } from './init-session';
import { readSessionCookies } from './session-cookies';
import { useSessionStore } from './session-store';
import {
  decryptPassword,
  loginKeyPair,
  runtimeConfig,
  sessionUser,
  tokenPair,
} from './testing/factories';
import { requestBody, requestHeader, requestPath } from '@esign/api-client/testing';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

const LOGIN = '/api/auth/api/v1/auth/login';
const ME = '/api/admin/api/v1/user/me';

let keys: Awaited<ReturnType<typeof loginKeyPair>>;
beforeAll(async () => {
  keys = await loginKeyPair();
});

beforeEach(() => {
  resetSessionEnvironment();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('login', () => {
  it('sends the password encrypted with the public key, then stores tokens, cookies and user', async () => {
    const adapter = serveHttp((request) =>
      requestPath(request) === LOGIN
        ? {
            status: 200,
            data: { data: tokenPair({ token: 'new-access', refresh_token: 'new-refresh' }) },
          }
        : { status: 200, data: { data: { user: sessionUser({ username: 'siti' }) } } },
    );
    await initSession(runtimeConfig({ loginPublicKey: keys.publicKeyPem }));

    const user = await login('  siti ', 'correct horse');

    expect(user.username).toBe('siti');
    const body = requestBody(adapter.at(0)) as { username: string; password: string };
    expect(body.username).toBe('siti');
    expect(body.password).not.toContain('correct horse');
    await expect(decryptPassword(keys.privateKey, body.password)).resolves.toBe('correct horse');
    expect(requestPath(adapter.at(1))).toBe(ME);
    expect(requestHeader(adapter.at(1), 'Authorization')).toBe('Bearer new-access');
    expect(useSessionStore.getState()).toMatchObject({
      token: 'new-access',
      refreshToken: 'new-refresh',
      user: { username: 'siti' },
    });
    await expect(readSessionCookies()).resolves.toEqual({
      token: 'new-access',
      refreshToken: 'new-refresh',
    });
  });

  it('rejects with the HTTP error on wrong credentials, without any refresh or stored session', async () => {
    const adapter = serveHttp(() => ({
      status: 401,
      data: { error: 'Wrong username or password' },
    }));
    await initSession(runtimeConfig({ loginPublicKey: keys.publicKeyPem }));

    await expect(login('siti', 'wrong')).rejects.toMatchObject({ response: { status: 401 } });
    expect(adapter.requests).toHaveLength(1);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
    });
  });

  it('stores nothing when user/me fails after the tokens were issued', async () => {
    serveHttp((request) =>
      requestPath(request) === LOGIN
        ? { status: 200, data: { data: tokenPair() } }
        : { status: 500, data: {} },
    );
    await initSession(runtimeConfig({ loginPublicKey: keys.publicKeyPem }));

    await expect(login('siti', 'pw')).rejects.toMatchObject({ response: { status: 500 } });
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
    });
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
  });

  it('clears the cached queries of a previous user', async () => {
    serveHttp((request) =>
      requestPath(request) === LOGIN
        ? { status: 200, data: { data: tokenPair() } }
        : { status: 200, data: { data: { user: sessionUser() } } },
    );
    const queryClient = { clear: jest.fn() };
    await initSession(runtimeConfig({ loginPublicKey: keys.publicKeyPem }), queryClient);
    await login('siti', 'pw');
    expect(queryClient.clear).toHaveBeenCalled();
  });
});
