import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, PaginationMetaSchema, PaginationQuerySchema } from './envelope';
import {
  IdListParamSchema,
  IdParamSchema,
  IdParamsSchema,
  IdSchema,
  ReasonTextSchema,
  SearchQuerySchema,
} from './primitives';

// E-meterai balances per cost center, the balance log and balance transfers (spec §3, §4, §7
// "Cost center, top-up and transfer", `log/e-materai-balance`). Amounts are whole stamps.

/**
 * The most stamps one transfer may move. The spec gives no bound; a million stamps is far above
 * any real transfer and keeps every sum within the balances' `integer` column.
 */
export const MAX_TRANSFER_AMOUNT = 1_000_000;

export const OfficeRefSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  name: z.string(),
});
const OfficeLabelSchema = z.object({ code: z.string(), name: z.string() });

export const CostCenterSchema = z.object({
  id: z.number().check(z.int()),
  office_area: OfficeRefSchema,
  office_branch: OfficeRefSchema,
  office_department: OfficeRefSchema,
  balance: z.number().check(z.int(), z.nonnegative()),
});
export type CostCenter = z.infer<typeof CostCenterSchema>;

const optionalId = z.optional(IdParamSchema);

/** The office filters of the cost-center list, its total and the balance log (spec §5). */
export const CostCenterFilterSchema = z.object({
  search: z.optional(SearchQuerySchema),
  office_area_id: optionalId,
  office_branch_id: optionalId,
  /** A JSON array of department ids, `[1,2]`; `[]` is no filter (spec §5). */
  office_department_id: z.optional(IdListParamSchema),
});
export type CostCenterFilter = z.infer<typeof CostCenterFilterSchema>;

export const CostCenterListQuerySchema = z.extend(
  PaginationQuerySchema,
  CostCenterFilterSchema.shape,
);
export type CostCenterListQuery = z.infer<typeof CostCenterListQuerySchema>;

export const CostCenterListResponseSchema = z.object({
  data: z.object({ cost_centers: z.array(CostCenterSchema) }),
  meta: PaginationMetaSchema,
});
export type CostCenterListResponse = z.infer<typeof CostCenterListResponseSchema>;

export const TotalBalanceResponseSchema = dataEnvelope(
  z.object({ total_balance: z.number().check(z.int(), z.nonnegative()) }),
);
export type TotalBalanceResponse = z.infer<typeof TotalBalanceResponseSchema>;

/** Spec §4 does not name the transfer states; we use these three. */
export const transferStatuses = ['requested', 'approved', 'rejected'] as const;
export const TransferStatusSchema = z.enum(transferStatuses);
export type TransferStatus = z.infer<typeof TransferStatusSchema>;

export const UserLabelSchema = z.object({ privy_id: z.string(), name: z.string() });

const TransferSideSchema = z.object({
  cost_center_id: z.number().check(z.int()),
  office_area: OfficeLabelSchema,
  office_branch: OfficeLabelSchema,
  office_department: OfficeLabelSchema,
});

export const TransferSchema = z.object({
  id: z.number().check(z.int()),
  amount: z.number().check(z.int(), z.positive()),
  status: TransferStatusSchema,
  requested_by: UserLabelSchema,
  source: TransferSideSchema,
  recipient: TransferSideSchema,
  reject_reason: z.nullable(z.string()),
  decided_by: z.nullable(UserLabelSchema),
  decided_at: z.nullable(z.iso.datetime({ offset: true })),
  created_at: z.iso.datetime({ offset: true }),
  /** The asking user may approve or reject it now (holds the code, is not its requester). */
  can_decide: z.boolean(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransferListQuerySchema = z.extend(PaginationQuerySchema, {
  status: z.optional(TransferStatusSchema),
});
export type TransferListQuery = z.infer<typeof TransferListQuerySchema>;

/** Spec §7: "GET transfer-balance -> data.data[], need_approval_count, meta.pagination". */
export const TransferListResponseSchema = z.object({
  data: z.object({ data: z.array(TransferSchema), need_approval_count: z.number().check(z.int()) }),
  meta: PaginationMetaSchema,
});
export type TransferListResponse = z.infer<typeof TransferListResponseSchema>;

export const TransferResponseSchema = dataEnvelope(z.object({ data: TransferSchema }));
export type TransferResponse = z.infer<typeof TransferResponseSchema>;

/** A stamp count: a positive whole number up to the transfer maximum. */
export const StampAmountSchema = z
  .number({ error: 'Must be a number' })
  .check(
    z.int('Must be a whole number'),
    z.gte(1, 'Must be at least 1'),
    z.lte(MAX_TRANSFER_AMOUNT, `Must be at most ${MAX_TRANSFER_AMOUNT}`),
  );

/** The spec does not show the payload; we name the two cost centers by id. */
export const TransferRequestSchema = z
  .strictObject({
    source_cost_center_id: IdSchema,
    recipient_cost_center_id: IdSchema,
    amount: StampAmountSchema,
  })
  .check(
    z.refine((body) => body.source_cost_center_id !== body.recipient_cost_center_id, {
      path: ['recipient_cost_center_id'],
      message: 'Must differ from the source cost center',
    }),
  );
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

export const RejectTransferRequestSchema = z.strictObject({
  reject_reason: ReasonTextSchema,
});
export type RejectTransferRequest = z.infer<typeof RejectTransferRequestSchema>;

/** Movements of the balance log; a credit has a positive amount, a debit a negative one. */
export const ledgerKinds = [
  'top_up',
  'transfer_out',
  'transfer_in',
  'reserve',
  'release',
  'usage',
  'refund',
] as const;
export const LedgerKindSchema = z.enum(ledgerKinds);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;

/**
 * The spec names no kinds; these are their readable labels, shared by the balance history page
 * and its spreadsheet export.
 */
export const ledgerKindLabels: Record<LedgerKind, string> = {
  top_up: 'Top up',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  reserve: 'Reserved for signing',
  release: 'Reservation released',
  usage: 'Used',
  refund: 'Refund',
};

export const BalanceLogSchema = z.object({
  id: z.number().check(z.int()),
  kind: LedgerKindSchema,
  amount: z.number().check(z.int()),
  balance_after: z.number().check(z.int(), z.nonnegative()),
  /** What the movement belongs to: `transfer:12`, `top-up:3`, `document:PKS-2026-0001`. */
  reference: z.string(),
  user: z.nullable(UserLabelSchema),
  cost_center_id: z.number().check(z.int()),
  office_area: OfficeRefSchema,
  office_branch: OfficeRefSchema,
  office_department: OfficeRefSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type BalanceLog = z.infer<typeof BalanceLogSchema>;

export const BalanceLogQuerySchema = z.extend(PaginationQuerySchema, {
  ...CostCenterFilterSchema.shape,
  start_date: z.optional(z.iso.date()),
  end_date: z.optional(z.iso.date()),
  kind: z.optional(LedgerKindSchema),
});
export type BalanceLogQuery = z.infer<typeof BalanceLogQuerySchema>;

export const BalanceLogResponseSchema = z.object({
  data: z.object({ logs: z.array(BalanceLogSchema) }),
  meta: PaginationMetaSchema,
});
export type BalanceLogResponse = z.infer<typeof BalanceLogResponseSchema>;

export const listCostCenters = defineEndpoint({
  id: 'listCostCenters',
  method: 'GET',
  prefix: 'admin',
  path: 'cost-center',
  tag: 'ematerai',
  summary: 'Cost centers with their e-meterai balance, filtered by office and paginated',
  access: { permission: 'ematerai.ematerai-balance' },
  query: CostCenterListQuerySchema,
  response: CostCenterListResponseSchema,
});

export const getTotalBalance = defineEndpoint({
  id: 'getTotalBalance',
  method: 'GET',
  prefix: 'admin',
  path: 'cost-center/show/total-balance',
  tag: 'ematerai',
  summary: 'The sum of the balances of the cost centers the filters select',
  access: { permission: 'ematerai.ematerai-balance' },
  query: CostCenterFilterSchema,
  response: TotalBalanceResponseSchema,
});

export const listTransfers = defineEndpoint({
  id: 'listTransfers',
  method: 'GET',
  prefix: 'admin',
  path: 'transfer-balance',
  tag: 'ematerai',
  summary: 'Balance transfers, newest first, with how many the asking user may approve',
  access: { permission: 'ematerai.ematerai-balance' },
  query: TransferListQuerySchema,
  response: TransferListResponseSchema,
});

export const getTransfer = defineEndpoint({
  id: 'getTransfer',
  method: 'GET',
  prefix: 'admin',
  path: 'transfer-balance/:id',
  tag: 'ematerai',
  summary: 'One balance transfer',
  access: { permission: 'ematerai.ematerai-balance' },
  params: IdParamsSchema,
  response: TransferResponseSchema,
});

export const requestTransfer = defineEndpoint({
  id: 'requestTransfer',
  method: 'POST',
  prefix: 'admin',
  path: 'transfer-balance/transfer',
  tag: 'ematerai',
  summary: 'Ask to move stamps between two cost centers; nothing moves until it is approved',
  access: { permission: 'ematerai.ematerai-balance' },
  body: TransferRequestSchema,
  bodyLimit: 1024,
  response: TransferResponseSchema,
  successStatus: 201,
});

export const approveTransfer = defineEndpoint({
  id: 'approveTransfer',
  method: 'PUT',
  prefix: 'admin',
  path: 'transfer-balance/:id/approve',
  tag: 'ematerai',
  summary: 'Approve a requested transfer: debit the source and credit the recipient, once',
  access: { permission: 'ematerai.transfer.approve' },
  params: IdParamsSchema,
  response: TransferResponseSchema,
});

export const rejectTransfer = defineEndpoint({
  id: 'rejectTransfer',
  method: 'PUT',
  prefix: 'admin',
  path: 'transfer-balance/:id/reject',
  tag: 'ematerai',
  summary: 'Reject a requested transfer with a reason; no balance changes',
  access: { permission: 'ematerai.transfer.approve' },
  params: IdParamsSchema,
  body: RejectTransferRequestSchema,
  bodyLimit: 8 * 1024,
  response: TransferResponseSchema,
});

export const listBalanceLogs = defineEndpoint({
  id: 'listBalanceLogs',
  method: 'GET',
  prefix: 'admin',
  path: 'log/e-materai-balance',
  tag: 'ematerai',
  summary: 'The balance log: every movement of every cost center, newest first',
  access: { permission: 'ematerai.history-balance' },
  query: BalanceLogQuerySchema,
  response: BalanceLogResponseSchema,
});

export const emateraiEndpoints = [
  listCostCenters,
  getTotalBalance,
  listTransfers,
  getTransfer,
  requestTransfer,
  approveTransfer,
  rejectTransfer,
  listBalanceLogs,
] as const;
