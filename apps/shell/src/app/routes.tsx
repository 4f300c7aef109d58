import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { ErrorPage } from '@esign/ui-kit';
import { documentCategoryRoutes, documentsRoutes } from '@esign/documents';
import { userRoutes } from '@esign/users';
import { emateraiRoutes } from '@esign/ematerai';
import { uploadPlacementRoutes } from '@esign/upload-placement';
import { monitoringRoutes, notificationRoutes } from '@esign/monitoring';
import { officeRoutes } from '@esign/offices';
import { vendorRoutes } from '@esign/vendors';
import { sessionRoutes, type RouteHandle } from '@esign/session';
import { adminMenuEntries } from './admin-menu';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { SectionIndex } from './section-index';

const notFound: RouteObject = { path: '*', element: <ErrorPage status={404} /> };
const notFoundInFrame: RouteObject = { path: '*', element: <ErrorPage status={404} embedded /> };

/**
 * A menu section (`/admin/documents`, …): guards its children with the section's code and sends
 * the bare section path to its first page. Each domain lib adds its route objects as children
 * when its feature lands; until then the section holds only the 404 fallback.
 */
function section(
  path: string,
  permission: RouteHandle['permission'],
  children: RouteObject[],
): RouteObject {
  const pages = adminMenuEntries.find((entry) => entry.path === `/admin/${path}`)?.children ?? [];
  const handle: RouteHandle = { permission };
  return {
    path,
    handle,
    children: [
      { index: true, element: <SectionIndex pages={pages} /> },
      ...children,
      notFoundInFrame,
    ],
  };
}

const homeHandle: RouteHandle = { permission: 'home', title: 'Dashboard' };

/** The route table of spec §2, composed from each lib's route objects. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // On a full load the router renders once the matched pages' code has arrived (fetched while
    // the runtime config and session load, main.tsx): a fraction of a second in which nothing is
    // drawn rather than a spinner that would flash and give way. Said explicitly, so the router
    // does not warn that none was given.
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect('/admin') },
      ...sessionRoutes,
      { path: '401', element: <ErrorPage status={401} /> },
      { path: '403', element: <ErrorPage status={403} /> },
      { path: '404', element: <ErrorPage status={404} /> },
      { path: '500', element: <ErrorPage status={500} /> },
      { path: 'maintenance', element: <ErrorPage status="maintenance" /> },
      {
        path: 'admin',
        lazy: () =>
          import('./admin-frame').then((module) => ({ Component: module.GuardedAdminFrame })),
        children: [
          {
            index: true,
            handle: homeHandle,
            lazy: () => import('../pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            // Every page but the home reads server state: TanStack Query loads with them (and
            // with the home's dashboard), not with the frame.
            lazy: () => import('./query-scope').then((m) => ({ Component: m.QueryScope })),
            children: [
              ...uploadPlacementRoutes,
              section('documents', 'documents', documentsRoutes),
              section('ematerai', 'ematerai', emateraiRoutes),
              ...notificationRoutes,
              section('monitoring', 'monitoring', monitoringRoutes),
              section('setting', 'setting', [
                ...documentCategoryRoutes,
                ...officeRoutes,
                ...userRoutes,
                ...vendorRoutes,
              ]),
              notFoundInFrame,
            ],
          },
        ],
      },
      notFound,
    ],
  },
];
