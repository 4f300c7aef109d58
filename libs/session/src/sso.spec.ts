import { PublicClientApplication } from '@azure/msal-browser';
import { initSession } from './init-session';
import { readSessionCookies } from './session-cookies';
import { completeSsoRedirect, ssoLogin } from './sso';
import { useSessionStore } from './session-store';
import { runtimeConfig, sessionUser, TEST_SSO, tokenPair } from './testing/factories';
import { requestHeader, requestPath } from '@esign/api-client/testing';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

jest.mock('@azure/msal-browser', () => ({
  PublicClientApplication: { createPublicClientApplication: jest.fn() },
}));

const SSO_LOGIN = '/api/auth/api/v1/auth/sso-login';
const account = {
  homeAccountId: 'h',
  environment: 'e',
  tenantId: 't',
  username: 'siti@corp.example',
  localAccountId: 'l',
};

function fakeMsal() {
  return {
    loginPopup: jest.fn(async () => ({ account, accessToken: 'popup-token' })),
    loginRedirect: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(async (): Promise<unknown> => null),
    acquireTokenSilent: jest.fn(async () => ({ accessToken: 'graph-token' })),
    setActiveAccount: jest.fn(),
    getActiveAccount: jest.fn(() => account),
    logoutRedirect: jest.fn(),
  };
}

let msal: ReturnType<typeof fakeMsal>;
beforeEach(async () => {
  resetSessionEnvironment();
  msal = fakeMsal();
  jest
    .mocked(PublicClientApplication.createPublicClientApplication)
    .mockResolvedValue(msal as never);
  serveHttp((request) =>
    requestPath(request) === SSO_LOGIN
      ? {
          status: 200,
          data: { data: tokenPair({ token: 'sso-session', refresh_token: 'sso-refresh' }) },
        }
      : { status: 200, data: { data: { user: sessionUser({ user_type: 1 }) } } },
  );
  await initSession(runtimeConfig({ sso: { ...TEST_SSO, scopes: [...TEST_SSO.scopes] } }));
});
afterEach(() => jest.restoreAllMocks());

describe('ssoLogin', () => {
  it('signs in through the MSAL popup, acquires a token for the configured scopes and exchanges it at auth/sso-login', async () => {
    const adapter = serveHttp((request) =>
      requestPath(request) === SSO_LOGIN
        ? {
            status: 200,
            data: { data: tokenPair({ token: 'sso-session', refresh_token: 'sso-refresh' }) },
          }
        : { status: 200, data: { data: { user: sessionUser({ user_type: 1 }) } } },
    );

    const user = await ssoLogin();

    expect(PublicClientApplication.createPublicClientApplication).toHaveBeenCalledWith(
      expect.objectContaining({
        auth: expect.objectContaining({
          clientId: 'sso-client',
          authority: 'https://login.example.com/tenant',
          redirectUri: 'http://localhost/sso',
        }),
      }),
    );
    expect(msal.loginPopup).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['User.Read'] }),
    );
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['User.Read'], account });
    expect(adapter.at(0).method).toBe('get');
    expect(requestPath(adapter.at(0))).toBe(SSO_LOGIN);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer graph-token');
    expect(user?.user_type).toBe(1);
    expect(useSessionStore.getState()).toMatchObject({
      token: 'sso-session',
      refreshToken: 'sso-refresh',
    });
    await expect(readSessionCookies()).resolves.toEqual({
      token: 'sso-session',
      refreshToken: 'sso-refresh',
    });
  });

  it('falls back to the redirect flow when the browser blocks the popup', async () => {
    msal.loginPopup.mockRejectedValueOnce(
      Object.assign(new Error('blocked'), { errorCode: 'popup_window_error' }),
    );
    await expect(ssoLogin()).resolves.toBeNull();
    expect(msal.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['User.Read'] }),
    );
  });

  it('rejects when the user closes the popup', async () => {
    msal.loginPopup.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { errorCode: 'user_cancelled' }),
    );
    await expect(ssoLogin()).rejects.toMatchObject({ errorCode: 'user_cancelled' });
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });
});

describe('completeSsoRedirect', () => {
  it('completes the MSAL redirect and signs in', async () => {
    msal.handleRedirectPromise.mockResolvedValueOnce({ account, accessToken: 'redirect-token' });
    await expect(completeSsoRedirect()).resolves.toMatchObject({ user_type: 1 });
    expect(useSessionStore.getState().refreshToken).toBe('sso-refresh');
  });

  it('gives null without a redirect response', async () => {
    await expect(completeSsoRedirect()).resolves.toBeNull();
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('exchanges one redirect only once, even when called twice at the same time', async () => {
    msal.handleRedirectPromise.mockResolvedValue({ account, accessToken: 'redirect-token' });
    const [a, b] = await Promise.all([completeSsoRedirect(), completeSsoRedirect()]);
    expect(a).toBe(b);
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
  });
});
