import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { initSession } from './init-session';
import type { RouteHandle } from './route-handle';
import { SessionGuard } from './session-guard';
import { useSessionStore } from './session-store';
import { runtimeConfig, sessionUser } from './testing/factories';
import { testMenu } from './testing/menu';
import { renderRoutes } from './testing/render-routes';
import { resetSessionEnvironment, serveHttp } from './testing/session-test-env';

const handle = (permission: RouteHandle['permission']): RouteHandle => ({ permission });

const routes: RouteObject[] = [
  { path: '/login', element: <p>login page</p> },
  { path: '/403', element: <p>forbidden page</p> },
  {
    path: '/admin',
    element: <SessionGuard menu={testMenu} />,
    children: [
      { index: true, handle: handle('home'), element: <p>home page</p> },
      { path: 'upload-document', handle: handle('upload-document'), element: <p>upload page</p> },
      {
        path: 'documents',
        handle: handle('documents'),
        children: [
          { path: 'sign', handle: handle('documents.sign'), element: <p>need to sign list</p> },
          { path: 'pending', handle: handle('documents.ongoing'), element: <p>ongoing list</p> },
        ],
      },
      { path: 'notification', element: <p>notifications</p> },
    ],
  },
];

function signedInAs(codes: string[]) {
  useSessionStore.setState({
    token: 't',
    refreshToken: 'r',
    user: sessionUser({ fe_permissions: codes }),
  });
}

beforeEach(() => {
  resetSessionEnvironment();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SessionGuard', () => {
  it('sends a visitor without a refresh token to /login', async () => {
    const { router } = renderRoutes(routes, '/admin/documents/sign');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a loading state while the user loads, then the page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveHttp(async () => {
      await gate;
      return {
        status: 200,
        data: { data: { user: sessionUser({ fe_permissions: ['documents', 'documents.sign'] }) } },
      };
    });
    await initSession(runtimeConfig());
    useSessionStore.setState({ token: 't', refreshToken: 'r' });

    renderRoutes(routes, '/admin/documents/sign');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your session');
    release();
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
  });

  it('renders the page when the user holds its code and its section code', async () => {
    signedInAs(['documents', 'documents.sign']);
    renderRoutes(routes, '/admin/documents/sign');
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
  });

  it('sends a user lacking the page permission to /403', async () => {
    signedInAs(['documents', 'documents.sign']);
    const { router } = renderRoutes(routes, '/admin/documents/pending');
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('sends a user lacking the section permission to /403 even with the page code', async () => {
    signedInAs(['documents.ongoing']);
    renderRoutes(routes, '/admin/documents/pending');
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
  });

  it('lets any signed-in user open a page without a permission', async () => {
    signedInAs([]);
    renderRoutes(routes, '/admin/notification');
    expect(await screen.findByText('notifications')).toBeInTheDocument();
  });

  it('shows the admin home to a user holding home', async () => {
    signedInAs(['home']);
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('sends /admin without home to the Need to Sign list', async () => {
    signedInAs(['documents', 'documents.sign', 'upload-document']);
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('need to sign list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/documents/sign');
  });

  it('sends /admin without home or Need to Sign to the first allowed page of the menu', async () => {
    signedInAs(['upload-document', 'documents', 'documents.ongoing']);
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('upload page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/upload-document');
  });

  it('sends /admin to /403 when nothing is allowed', async () => {
    signedInAs([]);
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
  });

  it('renders its children instead of the outlet when given', async () => {
    signedInAs(['home']);
    renderRoutes(
      [
        {
          path: '/admin',
          element: (
            <SessionGuard menu={testMenu}>
              <p>admin frame</p>
            </SessionGuard>
          ),
          children: [{ index: true, handle: handle('home'), element: <p>home page</p> }],
        },
      ],
      '/admin',
    );
    expect(await screen.findByText('admin frame')).toBeInTheDocument();
  });
});
