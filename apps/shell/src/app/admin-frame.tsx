import { Suspense, useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { AdminLayout, findActiveMenuEntry } from '@esign/ui-kit';
import { LazyLiveNotifications } from '@esign/monitoring';
import {
  filterMenuByPermissions,
  useRuntimeConfig,
  useSessionStore,
  type RouteHandle,
} from '@esign/session';
import { adminMenu } from './admin-menu';

/** The title of the deepest matched route that names one (pages outside the menu, e.g. Notification). */
function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/**
 * The admin frame every /admin page renders in: header, sidebar, the page, and the live
 * notifications of this tab (one stream while the frame is open; it closes with the frame).
 */
export function AdminFrame() {
  const user = useSessionStore((state) => state.user);
  const { poweredBy } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  const codes = user?.fe_permissions;
  const menu = useMemo(() => filterMenuByPermissions(adminMenu, codes ?? []), [codes]);
  if (!user) return null;
  return (
    <AdminLayout
      menu={menu}
      pathname={pathname}
      user={{
        name: user.name,
        privyId: user.privy_id,
        roleDescription: user.auth_role.description,
      }}
      unreadCount={user.unread_notification}
      onLogout={() => navigate('/admin/logout')}
      homePath="/admin"
      notificationPath="/admin/notification"
      poweredBy={poweredBy}
      // A page outside the menu (Notification) names itself; menu pages keep their entry's label.
      title={findActiveMenuEntry(menu, pathname) ? undefined : routeTitle}
    >
      <Outlet />
      {/* Loaded after the first paint: nothing to show until the stream delivers. */}
      <Suspense fallback={null}>
        <LazyLiveNotifications />
      </Suspense>
    </AdminLayout>
  );
}
