import type { IPublicClientApplication } from '@azure/msal-browser';
import { requestHeader, requestPath } from '@esign/api-client/testing';
import { initSession } from './init-session';
import { readSessionCookies } from './session-cookies';
import { completeSsoRedirect, ssoLogin, ssoLogout } from './sso';
import { getSsoClient } from './sso-client';
import { useSessionStore } from './session-store';
import { fakeMsal, msalError, ssoAccount, ssoResult, type FakeMsal } from './testing/fake-msal';
import { runtimeConfig, sessionUser, TEST_SSO, tokenPair } from './testing/factories';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

jest.mock('./sso-client', () => ({ getSsoClient: jest.fn() }));

const SSO_LOGIN = '/api/auth/api/v1/auth/sso-login';
const sso = { ...TEST_SSO, scopes: [...TEST_SSO.scopes] };

let msal: FakeMsal;
const client = () => msal as unknown as IPublicClientApplication;

function ssoServer() {
  return serveHttp((request) =>
    requestPath(request) === SSO_LOGIN
      ? {
          status: 200,
          data: { data: tokenPair({ token: 'sso-session', refresh_token: 'sso-refresh' }) },
        }
      : { status: 200, data: { data: { user: sessionUser({ user_type: 1 }) } } },
  );
}

beforeEach(async () => {
  resetSessionEnvironment();
  msal = fakeMsal();
  jest.mocked(getSsoClient).mockReturnValue(client() as never);
  ssoServer();
  await initSession(runtimeConfig({ sso }));
});
afterEach(() => jest.restoreAllMocks());

describe('ssoLogin', () => {
  it('signs in through the MSAL popup, acquires a token for the configured scopes and exchanges it at auth/sso-login', async () => {
    const adapter = ssoServer();

    const user = await ssoLogin(client(), sso);

    expect(msal.initialize).toHaveBeenCalled();
    expect(msal.loginPopup).toHaveBeenCalledWith({
      scopes: ['User.Read'],
      redirectUri: 'http://localhost/sso',
    });
    expect(msal.acquireTokenSilent).toHaveBeenCalledWith({
      scopes: ['User.Read'],
      account: ssoAccount,
    });
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

  it('uses the token of the sign-in response when the silent acquisition fails', async () => {
    const adapter = ssoServer();
    msal.acquireTokenSilent.mockRejectedValueOnce(msalError('interaction_required'));
    await ssoLogin(client(), sso);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer popup-token');
  });

  it('continues without a popup for an account MSAL still holds', async () => {
    const adapter = ssoServer();
    msal.getAllAccounts.mockReturnValue([ssoAccount]);
    await expect(ssoLogin(client(), sso)).resolves.toMatchObject({ user_type: 1 });
    expect(msal.loginPopup).not.toHaveBeenCalled();
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer graph-token');
  });

  it('asks the user again when the held account needs an interaction', async () => {
    msal.getAllAccounts.mockReturnValue([ssoAccount]);
    msal.acquireTokenSilent.mockRejectedValueOnce(msalError('interaction_required'));
    await ssoLogin(client(), sso);
    expect(msal.loginPopup).toHaveBeenCalledTimes(1);
  });

  it('falls back to the redirect flow when the browser blocks the popup', async () => {
    msal.loginPopup.mockRejectedValueOnce(msalError('popup_window_error'));
    await expect(ssoLogin(client(), sso)).resolves.toBeNull();
    expect(msal.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['User.Read'] }),
    );
  });

  it('carries the page to land on through the redirect as its state', async () => {
    msal.loginPopup.mockRejectedValueOnce(msalError('empty_window_error'));
    await ssoLogin(client(), sso, '/admin/documents/sign');
    expect(msal.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: '/admin/documents/sign' }),
    );
  });

  it('rejects, starting no session, when the user closes the popup', async () => {
    msal.loginPopup.mockRejectedValueOnce(msalError('user_cancelled'));
    await expect(ssoLogin(client(), sso)).rejects.toMatchObject({ errorCode: 'user_cancelled' });
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('leaves no session behind when the server refuses the account, and does not try a refresh', async () => {
    const adapter = serveHttp(() => ({
      status: 401,
      data: { error: 'This account is not registered for single sign-on.' },
    }));
    await expect(ssoLogin(client(), sso)).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(adapter.requests.map(requestPath)).toEqual([SSO_LOGIN]);
    expect(useSessionStore.getState().refreshToken).toBeNull();
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
  });
});

describe('completeSsoRedirect', () => {
  it('completes the MSAL redirect and signs in', async () => {
    msal.handleRedirectPromise.mockResolvedValueOnce(ssoResult('redirect-token'));
    await expect(completeSsoRedirect(client(), sso)).resolves.toMatchObject({
      user: { user_type: 1 },
      returnTo: null,
    });
    expect(useSessionStore.getState().refreshToken).toBe('sso-refresh');
  });

  it('gives null without a redirect response', async () => {
    await expect(completeSsoRedirect(client(), sso)).resolves.toBeNull();
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('exchanges one redirect only once, even when called twice at the same time', async () => {
    const adapter = ssoServer();
    msal.handleRedirectPromise.mockResolvedValue(ssoResult('redirect-token'));
    const [a, b] = await Promise.all([
      completeSsoRedirect(client(), sso),
      completeSsoRedirect(client(), sso),
    ]);
    expect(a).toBe(b);
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(adapter.requests.filter((request) => requestPath(request) === SSO_LOGIN)).toHaveLength(
      1,
    );
  });

  it('rejects with the redirect error (e.g. a state that does not match)', async () => {
    msal.handleRedirectPromise.mockRejectedValueOnce(msalError('state_mismatch'));
    await expect(completeSsoRedirect(client(), sso)).rejects.toMatchObject({
      errorCode: 'state_mismatch',
    });
  });
});

describe('ssoLogout', () => {
  beforeEach(() => {
    msal.getActiveAccount.mockReturnValue(ssoAccount);
  });

  it('hands the ID token to the identity provider as the hint of whom to sign out', async () => {
    msal.getActiveAccount.mockReturnValue({ ...ssoAccount, idToken: 'id-token' });
    await ssoLogout(sso);
    expect(msal.logoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ idTokenHint: 'id-token' }),
    );
  });

  it('signs the active account out at the identity provider, which returns to /login', async () => {
    await ssoLogout(sso);
    expect(msal.logoutRedirect).toHaveBeenCalledWith({
      account: ssoAccount,
      postLogoutRedirectUri: 'http://localhost/login',
      extraQueryParameters: { client_id: 'sso-client' },
    });
  });
});
