import type { TransferListQuery } from '@esign/contract';
import type {
  BalanceLogInput,
  CostCenterFilterInput,
  CostCenterListInput,
  TopUpListInput,
} from '../model/query-inputs';

/**
 * Query keys of e-meterai. `balances()` covers the cost-center lists and the total, which an
 * approved transfer changes; `transfers()` every transfer list; `logs()` the balance log;
 * `topUps()` the top-up lists, their total and details.
 */
export const emateraiKeys = {
  all: ['ematerai'] as const,
  balances: () => [...emateraiKeys.all, 'balance'] as const,
  costCenters: (query: CostCenterListInput) =>
    [...emateraiKeys.balances(), 'cost-centers', query] as const,
  totalBalance: (filter: CostCenterFilterInput) =>
    [...emateraiKeys.balances(), 'total', filter] as const,
  transfers: () => [...emateraiKeys.all, 'transfers'] as const,
  transferList: (query: TransferListQuery) => [...emateraiKeys.transfers(), 'list', query] as const,
  transfer: (id: number) => [...emateraiKeys.transfers(), 'detail', id] as const,
  logs: () => [...emateraiKeys.all, 'logs'] as const,
  logList: (query: BalanceLogInput) => [...emateraiKeys.logs(), query] as const,
  topUps: () => [...emateraiKeys.all, 'top-ups'] as const,
  topUpList: (query: TopUpListInput) => [...emateraiKeys.topUps(), 'list', query] as const,
  topUpTotal: (filter: CostCenterFilterInput) =>
    [...emateraiKeys.topUps(), 'total', filter] as const,
  topUp: (id: number) => [...emateraiKeys.topUps(), 'detail', id] as const,
};
