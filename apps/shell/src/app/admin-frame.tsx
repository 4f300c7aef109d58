import { Suspense, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { AdminLayout } from '@esign/ui-kit';
import { LazyLiveNotifications } from '@esign/monitoring';
import {
  filterMenuByPermissions,
  SessionGuard,
  useRuntimeConfig,
  useSessionStore,
} from '@esign/session';
import { adminMenu } from './admin-menu-icons';
import { LazyQueryScope } from './lazy-query-scope';

/**
 * The /admin route's component, loaded lazily (the layout and its icons are not needed on
 * /login): the session guard around the frame. The query cache comes with the pages that read
 * server state (QueryScope in routes.tsx), not with the frame.
 */
export function GuardedAdminFrame() {
  return (
    <SessionGuard menu={adminMenu}>
      <AdminFrame />
    </SessionGuard>
  );
}

/**
 * The admin frame every /admin page renders in: header, sidebar, the page, and the live
 * notifications of this tab (one stream while the frame is open; it closes with the frame).
 * Pages outside the menu (Notification) take the default title, Dashboard (spec §2).
 */
export function AdminFrame() {
  const user = useSessionStore((state) => state.user);
  const { poweredBy } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // A document's page waits for its detail (up to a second) before it shows: the bar says so.
  const pageLoading = useNavigation().state === 'loading';
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
      pageLoading={pageLoading}
    >
      <Outlet />
      {/* Loaded after the first paint: nothing to show until the stream delivers. */}
      <Suspense fallback={null}>
        <LazyQueryScope>
          <LazyLiveNotifications />
        </LazyQueryScope>
      </Suspense>
    </AdminLayout>
  );
}
