import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const balanceHandle: RouteHandle = {
  permission: 'ematerai.ematerai-balance',
  title: 'Balance & Transfer',
};
const historyHandle: RouteHandle = {
  permission: 'ematerai.history-balance',
  title: 'Balance History',
};

/**
 * Digital Meterai (spec §2), relative to /admin/ematerai. The Balance page also lists the
 * transfers; its transfer-balance sub page shows them alone.
 */
export const emateraiRoutes: RouteObject[] = [
  {
    path: 'ematerai-balance',
    handle: balanceHandle,
    lazy: () =>
      import('./pages/balance-page').then((module) => ({ Component: module.BalancePage })),
  },
  {
    path: 'ematerai-balance/transfer-balance',
    handle: { ...balanceHandle, title: 'Transfer Balance' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/transfer-balance-page').then((module) => ({
        Component: module.TransferBalancePage,
      })),
  },
  {
    path: 'transfer-details/:id',
    handle: { ...balanceHandle, title: 'Transfer Detail' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/transfer-detail-page').then((module) => ({
        Component: module.TransferDetailPage,
      })),
  },
  {
    path: 'history-balance',
    handle: historyHandle,
    lazy: () =>
      import('./pages/history-balance-page').then((module) => ({
        Component: module.HistoryBalancePage,
      })),
  },
];
