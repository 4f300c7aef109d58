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
 * Digital Meterai (spec §2), relative to /admin/ematerai. The transfers live on the Balance
 * page; the spec's transfer-balance and transfer-details routes are not built yet.
 */
export const emateraiRoutes: RouteObject[] = [
  {
    path: 'ematerai-balance',
    handle: balanceHandle,
    lazy: () =>
      import('./pages/balance-page').then((module) => ({ Component: module.BalancePage })),
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
