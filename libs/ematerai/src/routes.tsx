import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';
import { topUpPaths } from './model/top-up-paths';

const balanceHandle: RouteHandle = {
  permission: 'ematerai.ematerai-balance',
  title: 'Balance & Transfer',
};
const topUpHandle: RouteHandle = { permission: 'ematerai.topup', title: 'Top Up Balance' };
const historyHandle: RouteHandle = {
  permission: 'ematerai.history-balance',
  title: 'Balance History',
};

/**
 * Digital Meterai (spec §2), relative to /admin/ematerai. The Balance page also lists the
 * transfers; its transfer-balance sub page shows them alone. Top Up Balance has its list and the
 * sub pages add, multiple, detail/{ref} and update/{ref}, the ref being the top-up's id.
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
    path: 'topup-balance',
    handle: topUpHandle,
    lazy: () =>
      import('./pages/top-up-list-page').then((module) => ({ Component: module.TopUpListPage })),
  },
  {
    path: 'topup-balance/add',
    handle: { ...topUpHandle, title: 'Top Up' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/top-up-add-page').then((module) => ({ Component: module.TopUpAddPage })),
  },
  {
    path: 'topup-balance/multiple',
    handle: { ...topUpHandle, title: 'Multiple Top Up' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/top-up-multiple-page').then((module) => ({
        Component: module.TopUpMultiplePage,
      })),
  },
  {
    path: 'topup-balance/detail/:ref',
    handle: { ...topUpHandle, title: 'Top Up Detail' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/top-up-detail-page').then((module) => ({
        Component: module.TopUpDetailPage,
      })),
  },
  {
    path: 'topup-balance/update/:ref',
    handle: { ...topUpHandle, title: 'Update Top Up' } satisfies RouteHandle,
    lazy: () =>
      import('./pages/top-up-update-page').then((module) => ({
        Component: module.TopUpUpdatePage,
      })),
  },
  {
    // Spec §2 also lists topup-balance with an optional {ref}: the bare ref opens its detail.
    path: 'topup-balance/:ref',
    handle: topUpHandle,
    loader: ({ params }) =>
      redirect(`${topUpPaths.list}/detail/${encodeURIComponent(params['ref'] ?? '')}`),
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
