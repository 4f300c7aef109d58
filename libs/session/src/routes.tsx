import type { RouteObject } from 'react-router';
import { SessionLoading } from './components/session-loading';
import type { RouteHandle } from './route-handle';

const loginPage = () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage }));
const delegatedLoginPage = () =>
  import('./pages/delegated-login-page').then((m) => ({ Component: m.DelegatedLoginPage }));
const logoutPage = () => import('./pages/logout-page').then((m) => ({ Component: m.LogoutPage }));
const ssoPage = () => import('./pages/sso-page').then((m) => ({ Component: m.SsoPage }));

/** Shown while a page chunk loads on the first visit (the router renders nothing otherwise). */
function PageChunkLoading() {
  return <SessionLoading label="Loading…" />;
}

const loginHandle: RouteHandle = { title: 'Sign in' };
const logoutHandle: RouteHandle = { title: 'Sign out' };

/**
 * The session's routes (spec §2), relative so they sit under the shell's root layout route:
 * /login, /logout, /admin/logout, /auth/login, /auth/logout and /sso. None needs a permission;
 * /admin/logout is outside the guarded /admin tree so that logging out never needs one.
 */
export const sessionRoutes: RouteObject[] = [
  { path: 'login', handle: loginHandle, lazy: loginPage, HydrateFallback: PageChunkLoading },
  { path: 'logout', handle: logoutHandle, lazy: logoutPage, HydrateFallback: PageChunkLoading },
  {
    path: 'admin/logout',
    handle: logoutHandle,
    lazy: logoutPage,
    HydrateFallback: PageChunkLoading,
  },
  {
    path: 'auth/login',
    handle: loginHandle,
    lazy: delegatedLoginPage,
    HydrateFallback: PageChunkLoading,
  },
  {
    path: 'auth/logout',
    handle: logoutHandle,
    lazy: logoutPage,
    HydrateFallback: PageChunkLoading,
  },
  { path: 'sso', handle: loginHandle, lazy: ssoPage, HydrateFallback: PageChunkLoading },
];
