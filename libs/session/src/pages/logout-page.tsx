import { useEffect } from 'react';
import { SessionLoading } from '../components/session-loading';
import { logout } from '../logout';
import { useSessionNavigator } from '../session-navigation';

/** /logout, /admin/logout and /auth/logout: logs out, then /login (logout navigates itself). */
export function LogoutPage() {
  useSessionNavigator();
  useEffect(() => {
    // logout() shares one run between calls, so StrictMode's second effect does not log out twice.
    void logout();
  }, []);
  return <SessionLoading label="Signing out…" />;
}
