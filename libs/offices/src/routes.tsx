import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const officeHandle: RouteHandle = { permission: 'setting.office', title: 'Office' };

/** Setting › Office, relative to /admin/setting. */
export const officeRoutes: RouteObject[] = [
  {
    path: 'office',
    handle: officeHandle,
    lazy: () => import('./pages/office-page').then((module) => ({ Component: module.OfficePage })),
  },
];
