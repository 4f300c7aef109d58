import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const userHandle: RouteHandle = { permission: 'setting.user', title: 'User' };

/** Setting › User (internal and external users), relative to /admin/setting. */
export const userRoutes: RouteObject[] = [
  {
    path: 'user',
    handle: userHandle,
    lazy: () => import('./pages/user-page').then((module) => ({ Component: module.UserPage })),
  },
];
