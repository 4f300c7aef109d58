import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const vendorHandle: RouteHandle = { permission: 'setting.vendor', title: 'Account' };

/** Setting › Account (spec §2), relative to /admin/setting. */
export const vendorRoutes: RouteObject[] = [
  {
    path: 'vendor',
    handle: vendorHandle,
    lazy: () => import('./pages/vendor-page').then((module) => ({ Component: module.VendorPage })),
  },
];
