import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { RuntimeConfig } from '@esign/contract';
import { PRERENDERED_PAGE_ID } from '@esign/ui-kit';
import { initSession } from './init-session';
import { sessionRoutes } from './routes';
import { useSessionStore } from './session-store';
import { loginKeyPair, runtimeConfig, sessionUser, TEST_SSO, tokenPair } from './testing/factories';
import { requestPath, type MockHandler } from '@esign/api-client/testing';
import { renderRoutes } from './testing/render-routes';
import { getSsoClient } from './sso-client';
import { fakeMsal, msalError, ssoAccount, ssoResult } from './testing/fake-msal';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

jest.mock('./sso-client', () => ({ getSsoClient: jest.fn() }));

const LOGIN = '/api/auth/api/v1/auth/login';
const LOGOUT = '/api/admin/api/v1/user/logout';
const DESTROY = '/api/auth/api/v1/api-logout/credential/destroy';
const SSO_LOGIN = '/api/auth/api/v1/auth/sso-login';

const routes: RouteObject[] = [
  ...sessionRoutes,
  { path: 'admin', element: <p>admin home</p> },
  { path: 'admin/documents/sign', element: <p>need to sign list</p> },
];

let publicKeyPem: string;
beforeAll(async () => {
  publicKeyPem = (await loginKeyPair()).publicKeyPem;
});

beforeEach(() => {
  resetSessionEnvironment();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const signInServer: MockHandler = (request) =>
  requestPath(request) === LOGIN
    ? { status: 200, data: { data: tokenPair() } }
    : { status: 200, data: { data: { user: sessionUser() } } };

async function open(path: string, handler: MockHandler, overrides: Partial<RuntimeConfig> = {}) {
  const adapter = serveHttp(handler);
  const config = runtimeConfig({ loginPublicKey: publicKeyPem, ...overrides });
  await initSession(config);
  const view = renderRoutes(routes, path, config);
  return { adapter, ...view };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('shows a sign-in form with labelled fields and no SSO button when SSO is not configured', async () => {
    await open('/login', signInServer);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByText('eSign Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sso/i })).not.toBeInTheDocument();
  });

  it('shows the SSO button when SSO is configured', async () => {
    useFakeMsal();
    await open('/login', signInServer, { sso: { ...TEST_SSO, scopes: [...TEST_SSO.scopes] } });
    expect(
      await screen.findByRole('button', { name: 'Continue with corporate SSO' }),
    ).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { adapter } = await open('/login', signInServer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(adapter.requests).toHaveLength(0);
  });

  it('signs in and goes to /admin', async () => {
    const { router } = await open('/login', signInServer);
    await fillAndSubmit('siti', 'secret');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useSessionStore.getState().user?.username).toBe('siti');
  });

  it('disables the submit button while the sign-in is pending', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await open('/login', async (request) => {
      await gate;
      return signInServer(request);
    });
    await fillAndSubmit('siti', 'secret');
    await waitFor(() => expect(screen.getByRole('button', { name: /signing in/i })).toBeDisabled());
    release();
    expect(await screen.findByText('admin home')).toBeInTheDocument();
  });

  it('shows the server message in the form on wrong credentials', async () => {
    await open('/login', () => ({
      status: 401,
      data: {
        status: 401,
        code: 'invalid_credentials',
        error: 'Wrong username or password',
        transaction_id: 't',
      },
    }));
    await fillAndSubmit('siti', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says clearly to try again later after too many attempts', async () => {
    await open('/login', () => ({ status: 429, data: { error: 'Too Many Requests' } }));
    await fillAndSubmit('siti', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /too many sign-in attempts.*try again later/i,
    );
  });

  it('takes over what was typed into the page the server drew before the app started, and signs in with it', async () => {
    const drawn = document.createElement('div');
    drawn.id = PRERENDERED_PAGE_ID;
    drawn.innerHTML =
      '<form><input name="username" /><input name="password" type="password" /></form>';
    document.body.prepend(drawn);
    try {
      const [username, password] = [...drawn.querySelectorAll('input')];
      if (!username || !password) throw new Error('no drawn inputs');
      username.value = 'siti';
      password.value = 'secr';
      password.focus();

      const { router } = await open('/login', signInServer);
      const appPassword = await screen.findByLabelText(/^password/i);
      expect(screen.getByLabelText(/username/i)).toHaveValue('siti');
      expect(appPassword).toHaveValue('secr');
      expect(appPassword).toHaveFocus();

      const user = userEvent.setup();
      await user.keyboard('et');
      expect(appPassword).toHaveValue('secret');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('admin home')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin');
    } finally {
      drawn.remove();
    }
  });

  it('sends a signed-in visitor to /admin', async () => {
    useSessionStore.setState({ token: 't', refreshToken: 'r', user: sessionUser() });
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('/auth/login', () => {
  it('lands on a same-origin redirect-url after sign-in', async () => {
    const { router } = await open(
      '/auth/login?redirect-url=%2Fadmin%2Fdocuments%2Fsign',
      signInServer,
    );
    await fillAndSubmit('siti', 'secret');
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/documents/sign');
  });

  it('lands on /admin when redirect-url points to another origin', async () => {
    const { router } = await open(
      '/auth/login?redirect-url=https%3A%2F%2Fevil.example',
      signInServer,
    );
    await fillAndSubmit('siti', 'secret');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends an already signed-in user straight to the redirect target', async () => {
    useSessionStore.setState({ token: 't', refreshToken: 'r', user: sessionUser() });
    const { router } = renderRoutes(routes, '/auth/login?redirect-url=/admin/documents/sign');
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/documents/sign');
  });
});

describe.each(['/logout', '/admin/logout', '/auth/logout'])('%s', (path) => {
  it('logs out and lands on /login', async () => {
    const { adapter, router } = await open(path, () => ({
      status: 200,
      data: { data: { message: 'ok' } },
    }));
    useSessionStore.setState({ token: 't', refreshToken: 'r', user: sessionUser() });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(adapter.requests.map(requestPath)).toEqual([LOGOUT, DESTROY]);
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
    });
  });
});

const withSso = { sso: { ...TEST_SSO, scopes: [...TEST_SSO.scopes] } };

function useFakeMsal() {
  const msal = fakeMsal();
  jest.mocked(getSsoClient).mockReturnValue(msal as never);
  return msal;
}

const ssoServer: MockHandler = (request) =>
  requestPath(request) === SSO_LOGIN
    ? { status: 200, data: { data: tokenPair() } }
    : { status: 200, data: { data: { user: sessionUser({ user_type: 1 }) } } };

describe('/login with corporate SSO', () => {
  async function clickSso() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with corporate SSO' }));
  }

  it('signs in through the SSO popup and goes to /admin', async () => {
    const msal = useFakeMsal();
    const { router, adapter } = await open('/login', ssoServer, withSso);
    await clickSso();
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(msal.loginPopup).toHaveBeenCalledTimes(1);
    expect(requestPath(adapter.at(0))).toBe(SSO_LOGIN);
    expect(useSessionStore.getState().user?.user_type).toBe(1);
  });

  it('says so on the login page when the user closes the SSO popup, and lets them try again', async () => {
    const msal = useFakeMsal();
    msal.loginPopup.mockRejectedValueOnce(msalError('user_cancelled'));
    const { router } = await open('/login', ssoServer, withSso);
    await clickSso();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on was cancelled: the sign-in window was closed before it finished.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Continue with corporate SSO' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows the server's refusal of an account of another tenant", async () => {
    useFakeMsal();
    await open(
      '/login',
      () => ({
        status: 401,
        data: { error: 'The single sign-on account belongs to another organisation.' },
      }),
      withSso,
    );
    await clickSso();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The single sign-on account belongs to another organisation.',
    );
    expect(useSessionStore.getState().refreshToken).toBeNull();
  });

  it('offers to continue as the account MSAL still holds, and signs in without a popup', async () => {
    const msal = useFakeMsal();
    msal.getAllAccounts.mockReturnValue([ssoAccount]);
    const { router } = await open('/login', ssoServer, withSso);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Continue as ${ssoAccount.username}` }),
    );
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(msal.loginPopup).not.toHaveBeenCalled();
  });

  it('keeps the password form usable when SSO cannot start', async () => {
    jest.mocked(getSsoClient).mockImplementation(() => {
      throw new Error('bad authority');
    });
    await open('/login', signInServer, withSso);
    expect(await screen.findByText(/single sign-on is unavailable/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with corporate SSO' })).toBeDisabled();
    await fillAndSubmit('siti', 'secret');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
  });

  it('keeps the button busy while the browser leaves for the SSO redirect (popup blocked)', async () => {
    const msal = useFakeMsal();
    msal.loginPopup.mockRejectedValueOnce(msalError('empty_window_error'));
    await open('/login', ssoServer, withSso);
    await clickSso();
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /waiting for single sign-on/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});

describe('/sso', () => {
  it('completes the SSO redirect, signs in and goes to /admin', async () => {
    const msal = useFakeMsal();
    msal.handleRedirectPromise.mockResolvedValue(ssoResult('redirect-token'));
    const { router } = await open('/sso', ssoServer, withSso);
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useSessionStore.getState().user?.user_type).toBe(1);
  });

  it('lands on the delegated sign-in target the redirect carried, when it is same-origin', async () => {
    const msal = useFakeMsal();
    msal.handleRedirectPromise.mockResolvedValue({
      ...ssoResult('redirect-token'),
      state: '/admin/documents/sign',
    });
    const { router } = await open('/sso', ssoServer, withSso);
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/documents/sign');
  });

  it('lands on /admin when the carried target points to another origin', async () => {
    const msal = useFakeMsal();
    msal.handleRedirectPromise.mockResolvedValue({
      ...ssoResult('redirect-token'),
      state: 'https://evil.example/',
    });
    const { router } = await open('/sso', ssoServer, withSso);
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('goes to /login when there is no redirect to complete', async () => {
    useFakeMsal();
    const { router } = await open('/sso', ssoServer, withSso);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'an error from the identity provider',
      msalError('access_denied', 'access_denied: The user cancelled the sign-in', 'ServerError'),
      'The identity provider refused the sign-in (access_denied): The user cancelled the sign-in',
    ],
    [
      'a state that does not match',
      msalError('state_mismatch'),
      'The single sign-on response does not belong to this sign-in. Please sign in again.',
    ],
  ])('ends on the login page with a clear message after %s', async (_case, error, message) => {
    const msal = useFakeMsal();
    msal.handleRedirectPromise.mockRejectedValue(error);
    const { router } = await open('/sso', ssoServer, withSso);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    // The login page does not start another SSO by itself: no loop.
    expect(msal.loginPopup).not.toHaveBeenCalled();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it("ends on the login page with the server's refusal of the account", async () => {
    const msal = useFakeMsal();
    msal.handleRedirectPromise.mockResolvedValue(ssoResult('redirect-token'));
    const { router } = await open(
      '/sso',
      () => ({
        status: 401,
        data: { error: 'This account signs in with a username and password, not single sign-on.' },
      }),
      withSso,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account signs in with a username and password, not single sign-on.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says SSO is not configured when it is not', async () => {
    const { router } = await open('/sso', ssoServer);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on is not configured for this back-office.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });
});
