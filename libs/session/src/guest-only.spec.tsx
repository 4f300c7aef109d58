import { screen } from '@testing-library/react';
import { GuestOnly } from './guest-only';
import { useSessionStore } from './session-store';
import { sessionUser } from './testing/factories';
import { renderRoutes } from './testing/render-routes';
import { resetSessionEnvironment } from './testing/session-test-env';

const routes = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <p>login form</p>
      </GuestOnly>
    ),
  },
  { path: '/admin', element: <p>admin home</p> },
];

beforeEach(() => {
  resetSessionEnvironment();
});
afterEach(() => jest.restoreAllMocks());

describe('GuestOnly', () => {
  it('shows the sign-in page to a visitor', async () => {
    renderRoutes(routes, '/login');
    expect(await screen.findByText('login form')).toBeInTheDocument();
  });

  it('sends a signed-in user to /admin', async () => {
    useSessionStore.setState({ token: 't', refreshToken: 'r', user: sessionUser() });
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByText('admin home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
