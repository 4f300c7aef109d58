import { z } from 'zod';
import {
  CostCenterFilterSchema,
  OfficeRefSchema,
  RejectTransferRequestSchema,
  UserLabelSchema,
} from './ematerai';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, PaginationMetaSchema, PaginationQuerySchema } from './envelope';
import { IdParamsSchema, IdSchema, ReferenceNumberSchema } from './primitives';

// E-meterai top-ups of a cost center (spec §3 "Top-up transaction", §4, §7). The lifecycle and
// its rules are in apps/api/src/modules/ematerai/top-up-status.ts.

/** Spec §5 shows top-up amounts as currency: `amount` is rupiah; one e-meterai costs this much. */
export const STAMP_PRICE = 10_000;

/**
 * The largest top-up, in rupiah (100,000 stamps). The spec gives no bound; this keeps the
 * amount within its `integer` column and the credited stamps far below the balance maximum.
 */
export const MAX_TOP_UP_AMOUNT = 1_000_000_000;

/** The stamps a top-up of `amount` rupiah credits. */
export const stampsOf = (amount: number): number => amount / STAMP_PRICE;

/** Spec §3's display set; "waiting" is shown as "Waiting Verification". */
export const topUpStatuses = [
  'request',
  'waiting',
  'unpaid',
  'paid',
  'success',
  'failed',
  'overdue',
] as const;
export const TopUpStatusSchema = z.enum(topUpStatuses);
export type TopUpStatus = z.infer<typeof TopUpStatusSchema>;

export const TopUpSchema = z.object({
  id: z.number().int(),
  cost_center_id: z.number().int(),
  office_area: OfficeRefSchema,
  office_branch: OfficeRefSchema,
  office_department: OfficeRefSchema,
  po_number: z.string(),
  line_item_number: z.string(),
  /** Rupiah. */
  amount: z.number().int().positive(),
  /** The e-meterai credited on approval: amount / STAMP_PRICE. */
  stamps: z.number().int().positive(),
  status: TopUpStatusSchema,
  requested_by: UserLabelSchema,
  reject_reason: z.string().nullable(),
  decided_by: UserLabelSchema.nullable(),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** The invoice PDF was issued (on approval) and can be downloaded. */
  has_invoice: z.boolean(),
  /** The asking user may approve or reject it now. */
  can_decide: z.boolean(),
});
export type TopUp = z.infer<typeof TopUpSchema>;

/** A top-up amount: whole rupiah, a positive multiple of the stamp price, at most the maximum. */
export const TopUpAmountSchema = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(STAMP_PRICE, `Must be at least ${STAMP_PRICE}`)
  .max(MAX_TOP_UP_AMOUNT, `Must be at most ${MAX_TOP_UP_AMOUNT}`)
  .refine((amount) => amount % STAMP_PRICE === 0, {
    message: `Must be a multiple of ${STAMP_PRICE} (the price of one e-meterai)`,
  });

/**
 * The cost center by its three offices (spec §7); a combination that exists but has no cost
 * center yet gets one. The PO attachment of spec §5 is not taken yet (see the API README).
 */
export const TopUpRequestSchema = z
  .object({
    office_area_id: IdSchema,
    office_branch_id: IdSchema,
    office_department_id: IdSchema,
    po_number: ReferenceNumberSchema,
    line_item_number: ReferenceNumberSchema,
    amount: TopUpAmountSchema,
  })
  .strict();
export type TopUpRequest = z.infer<typeof TopUpRequestSchema>;

export const TopUpListQuerySchema = PaginationQuerySchema.extend({
  ...CostCenterFilterSchema.shape,
  status: TopUpStatusSchema.optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type TopUpListQuery = z.infer<typeof TopUpListQuerySchema>;

export const TopUpListResponseSchema = z.object({
  data: z.object({ transactions: z.array(TopUpSchema) }),
  meta: PaginationMetaSchema,
});
export type TopUpListResponse = z.infer<typeof TopUpListResponseSchema>;

export const TopUpResponseSchema = dataEnvelope(z.object({ transaction: TopUpSchema }));
export type TopUpResponse = z.infer<typeof TopUpResponseSchema>;

export const TotalTopUpBalanceResponseSchema = dataEnvelope(
  z.object({ total_top_up_balance: z.number().int().nonnegative() }),
);
export type TotalTopUpBalanceResponse = z.infer<typeof TotalTopUpBalanceResponseSchema>;

// Spec §7 sends this call as multipart with an optional po_attachment file. Until the attachment
// (magic-byte check, size cap, PATCH while open, download) lands, the fields travel as JSON.
export const requestTopUp = defineEndpoint({
  id: 'requestTopUp',
  method: 'POST',
  prefix: 'admin',
  path: 'cost-center/top-up',
  tag: 'ematerai',
  summary: 'Ask for a top-up of a cost center; it is being processed until approved',
  access: { permission: 'ematerai.topup' },
  body: TopUpRequestSchema,
  bodyLimit: 2 * 1024,
  response: TopUpResponseSchema,
  successStatus: 201,
});

export const listTopUps = defineEndpoint({
  id: 'listTopUps',
  method: 'GET',
  prefix: 'admin',
  path: 'cost-center/top-up/transactions',
  tag: 'ematerai',
  summary: 'Top-up transactions, newest first, filtered by status, office and date',
  access: { permission: 'ematerai.topup' },
  query: TopUpListQuerySchema,
  response: TopUpListResponseSchema,
});

export const getTopUp = defineEndpoint({
  id: 'getTopUp',
  method: 'GET',
  prefix: 'admin',
  path: 'cost-center/top-up/transactions/:id',
  tag: 'ematerai',
  summary: 'One top-up transaction',
  access: { permission: 'ematerai.topup' },
  params: IdParamsSchema,
  response: TopUpResponseSchema,
});

export const getTotalTopUpBalance = defineEndpoint({
  id: 'getTotalTopUpBalance',
  method: 'GET',
  prefix: 'admin',
  path: 'cost-center/show/total-top-up-balance',
  tag: 'ematerai',
  summary:
    'The e-meterai credited by the successful top-ups of the cost centers the filters select',
  access: { permission: 'ematerai.topup' },
  query: CostCenterFilterSchema,
  response: TotalTopUpBalanceResponseSchema,
});

export const approveTopUp = defineEndpoint({
  id: 'approveTopUp',
  method: 'PUT',
  prefix: 'admin',
  path: 'cost-center/top-up/transactions/:id/approve',
  tag: 'ematerai',
  summary: 'Reference-server addition: approve a top-up and credit its cost center, once',
  access: { permission: 'ematerai.topup.approve' },
  params: IdParamsSchema,
  response: TopUpResponseSchema,
});

export const rejectTopUp = defineEndpoint({
  id: 'rejectTopUp',
  method: 'PUT',
  prefix: 'admin',
  path: 'cost-center/top-up/transactions/:id/reject',
  tag: 'ematerai',
  summary: 'Reference-server addition: reject a top-up with a reason; no balance changes',
  access: { permission: 'ematerai.topup.approve' },
  params: IdParamsSchema,
  body: RejectTransferRequestSchema,
  bodyLimit: 8 * 1024,
  response: TopUpResponseSchema,
});

export const downloadTopUpInvoice = defineEndpoint({
  id: 'downloadTopUpInvoice',
  method: 'GET',
  prefix: 'downloader',
  path: 'pdf/cost-center/top-up/transactions/:id/invoice',
  tag: 'downloads',
  summary: 'The invoice PDF of an approved top-up (content-disposition names the file)',
  access: { permission: 'ematerai.topup' },
  params: IdParamsSchema,
  response: null,
});

export const topUpEndpoints = [
  requestTopUp,
  listTopUps,
  getTopUp,
  getTotalTopUpBalance,
  approveTopUp,
  rejectTopUp,
  downloadTopUpInvoice,
] as const;
