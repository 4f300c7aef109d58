import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { PermissionCode } from '@esign/contract';
import { SessionLoading } from './components/session-loading';
import { firstAllowedPath, type PathMenuEntry } from './first-allowed-path';
import { restoreSessionUser } from './init-session';
import { isRouteHandle } from './route-handle';
import { useSessionNavigator } from './session-navigation';
import { useSessionStore } from './session-store';

export const ADMIN_HOME_PATH = '/admin';
/** Spec §4: the admin home sends a user without `home` to the Need to Sign list. */
export const ADMIN_HOME_FALLBACK_PATH = '/admin/documents/sign';
const ADMIN_HOME_FALLBACK_CODES: readonly PermissionCode[] = ['documents', 'documents.sign'];

export interface SessionGuardProps<T extends PathMenuEntry<T>> {
  /** The admin menu (unfiltered): where a user without `home` lands when Need to Sign is not allowed either. */
  menu: readonly T[];
  /** What to render when allowed; defaults to `<Outlet />`. */
  children?: ReactNode;
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The one guard of the admin area, the element of the `/admin` layout route (spec §4):
 * - no refresh token → /login;
 * - the user still loading → a loading state;
 * - `/admin` itself without `home` → /admin/documents/sign, else the first page of the menu allowed;
 * - any matched route whose `handle.permission` the user lacks → /403 (a page and its section both count,
 *   so the deepest handle decides as well as every handle above it).
 */
export function SessionGuard<T extends PathMenuEntry<T>>({ menu, children }: SessionGuardProps<T>) {
  useSessionNavigator();
  const refreshToken = useSessionStore((state) => state.refreshToken);
  const user = useSessionStore((state) => state.user);
  const loading = useSessionStore((state) => state.loading);
  const matches = useMatches();
  const { pathname } = useLocation();

  const needsUser = Boolean(refreshToken) && !user;
  useEffect(() => {
    // initSession starts this load; this covers a session restored in another way (or a reload race).
    if (needsUser && !loading) restoreSessionUser().catch(() => undefined);
  }, [needsUser, loading]);

  if (!refreshToken) return <Navigate to="/login" replace />;
  if (!user) return <SessionLoading />;

  const codes = user.fe_permissions;
  if (trimTrailingSlash(pathname) === ADMIN_HOME_PATH && !codes.includes('home')) {
    const target = ADMIN_HOME_FALLBACK_CODES.every((code) => codes.includes(code))
      ? ADMIN_HOME_FALLBACK_PATH
      : firstAllowedPath(menu, codes);
    return <Navigate to={target ?? '/403'} replace />;
  }

  const required = matches
    .map((match) => (isRouteHandle(match.handle) ? match.handle.permission : undefined))
    .filter((code): code is PermissionCode => code !== undefined);
  if (required.some((code) => !codes.includes(code))) return <Navigate to="/403" replace />;

  return <>{children ?? <Outlet />}</>;
}
