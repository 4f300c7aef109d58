import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSessionNavigator } from './session-navigation';
import { useSessionStore } from './session-store';

export interface GuestOnlyProps {
  /** Where a signed-in user goes instead; `/admin` unless a safe redirect target was given. */
  redirectTo?: string;
  children?: ReactNode;
}

/**
 * For the sign-in pages: a signed-in user (a refresh token is held) goes to `redirectTo`. This is also
 * how a successful sign-in leaves the form: the session appears in the store and this redirects.
 */
export function GuestOnly({ redirectTo = '/admin', children }: GuestOnlyProps) {
  useSessionNavigator();
  const refreshToken = useSessionStore((state) => state.refreshToken);
  if (refreshToken) return <Navigate to={redirectTo} replace />;
  return <>{children ?? <Outlet />}</>;
}
