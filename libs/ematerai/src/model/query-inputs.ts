import type {
  BalanceLogQuerySchema,
  CostCenterFilterSchema,
  CostCenterListQuerySchema,
  BalanceHistoryExportQuerySchema,
  TopUpListQuerySchema,
} from '@esign/contract';
import type { z } from 'zod/mini';

/** What the client sends: the department filter is the JSON array text the server parses (spec §5). */
export type CostCenterFilterInput = z.input<typeof CostCenterFilterSchema>;
export type CostCenterListInput = z.input<typeof CostCenterListQuerySchema>;
export type BalanceLogInput = z.input<typeof BalanceLogQuerySchema>;
export type TopUpListInput = z.input<typeof TopUpListQuerySchema>;
export type BalanceHistoryExportInput = z.input<typeof BalanceHistoryExportQuerySchema>;
