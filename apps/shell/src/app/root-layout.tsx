import { Navigate, Outlet, useLocation } from 'react-router';
import { withoutTrailingSlash } from './trailing-slash';

/** The outermost route: normalises trailing slashes before anything renders. */
export function RootLayout() {
  const location = useLocation();
  const target = withoutTrailingSlash(location.pathname);
  if (target !== null) {
    return (
      <Navigate to={{ pathname: target, search: location.search, hash: location.hash }} replace />
    );
  }
  return <Outlet />;
}
