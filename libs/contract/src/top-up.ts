import { z } from './zod';
import {
  BalanceLogQuerySchema,
  CostCenterFilterSchema,
  OfficeRefSchema,
  RejectTransferRequestSchema,
  UserLabelSchema,
} from './ematerai';
import { defineEndpoint, type UploadField } from './endpoint';
import {
  dataEnvelope,
  FieldMessagesSchema,
  PaginationMetaSchema,
  PaginationQuerySchema,
} from './envelope';
import {
  IdParamSchema,
  IdParamsSchema,
  IdSchema,
  jsonField,
  ReferenceNumberSchema,
  wholeNumberParam,
} from './primitives';

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

/**
 * The PO attachment of a top-up (spec §3, §5): optional, a PDF or an image, at most 5 MiB. The
 * spec gives no size; 5 MiB holds a scanned purchase order.
 */
export const PO_ATTACHMENT: UploadField = {
  required: false,
  maxBytes: 5 * 1024 * 1024,
  kinds: ['pdf', 'png', 'jpeg'],
};

/**
 * Days an open top-up may wait for verification before it is shown as overdue. The spec names
 * the word, not the rule; two weeks is the verification time the reference server promises.
 */
export const TOP_UP_VERIFICATION_DAYS = 14;

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
  id: z.number().check(z.int()),
  cost_center_id: z.number().check(z.int()),
  office_area: OfficeRefSchema,
  office_branch: OfficeRefSchema,
  office_department: OfficeRefSchema,
  po_number: z.string(),
  line_item_number: z.string(),
  /** Rupiah. */
  amount: z.number().check(z.int(), z.positive()),
  /** The e-meterai credited on approval: amount / STAMP_PRICE. */
  stamps: z.number().check(z.int(), z.positive()),
  status: TopUpStatusSchema,
  requested_by: UserLabelSchema,
  reject_reason: z.nullable(z.string()),
  decided_by: z.nullable(UserLabelSchema),
  decided_at: z.nullable(z.iso.datetime({ offset: true })),
  created_at: z.iso.datetime({ offset: true }),
  /** The invoice PDF was issued (on approval) and can be downloaded. */
  has_invoice: z.boolean(),
  /** The PO attachment on file, if any (download: downloadTopUpPoAttachment). */
  po_attachment: z.nullable(
    z.object({
      file_name: z.string(),
      content_type: z.string(),
      size: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  /** The PO attachment may still be replaced (PATCH): the top-up is open and the user requested it. */
  can_update: z.boolean(),
  /** The asking user may approve or reject it now. */
  can_decide: z.boolean(),
});
export type TopUp = z.infer<typeof TopUpSchema>;

/** A top-up amount: whole rupiah, a positive multiple of the stamp price, at most the maximum. */
export const TopUpAmountSchema = z.number({ error: 'Must be a number' }).check(
  z.int('Must be a whole number'),
  z.gte(STAMP_PRICE, `Must be at least ${STAMP_PRICE}`),
  z.lte(MAX_TOP_UP_AMOUNT, `Must be at most ${MAX_TOP_UP_AMOUNT}`),
  z.refine((amount) => amount % STAMP_PRICE === 0, {
    message: `Must be a multiple of ${STAMP_PRICE} (the price of one e-meterai)`,
  }),
);

const isStampMultiple = (amount: number) => amount % STAMP_PRICE === 0;
const stampMultipleMessage = `Must be a multiple of ${STAMP_PRICE} (the price of one e-meterai)`;

/** The amount as a multipart text field: digits only (no `1e4`, `-1`, `1.5`), then as above. */
export const TopUpAmountParamSchema = wholeNumberParam(STAMP_PRICE, MAX_TOP_UP_AMOUNT).check(
  z.refine(isStampMultiple, { message: stampMultipleMessage }),
);

const PoNumberSchema = ReferenceNumberSchema;

/**
 * The text fields of a single top-up (spec §7, multipart): the cost center by its three offices
 * (a combination that exists but has no cost center yet gets one), the PO and line item
 * numbers, and the amount in rupiah. The optional file is `po_attachment`.
 */
export const TopUpRequestSchema = z.strictObject({
  office_area_id: IdParamSchema,
  office_branch_id: IdParamSchema,
  office_department_id: IdParamSchema,
  po_number: PoNumberSchema,
  line_item_number: ReferenceNumberSchema,
  amount: TopUpAmountParamSchema,
});
export type TopUpRequest = z.output<typeof TopUpRequestSchema>;

/** One row of a multiple top-up (spec §3 "a bulk row has the same fields"), as JSON. */
export const TopUpRowSchema = z.strictObject({
  office_area_id: IdSchema,
  office_branch_id: IdSchema,
  office_department_id: IdSchema,
  po_number: PoNumberSchema,
  line_item_number: ReferenceNumberSchema,
  amount: TopUpAmountSchema,
});
export type TopUpRow = z.infer<typeof TopUpRowSchema>;

/** The most rows one spreadsheet import or one multiple top-up takes. */
export const MAX_TOP_UP_ROWS = 500;

/**
 * An uploaded top-up spreadsheet: an .xlsx file (a zip) of at most 1 MiB. Kept literal
 * (`required: true`) so a handler's `files.top_up_details` is never undefined.
 */
export const TOP_UP_SHEET = {
  required: true,
  maxBytes: 1024 * 1024,
  kinds: ['xlsx'],
} as const satisfies UploadField;

/**
 * The text fields of a multiple top-up: `top_up_details[]`, one JSON row per field. The one
 * optional `po_attachment` file is kept with every row it created. A row may not carry its own
 * file here; its attachment can be replaced afterwards (PATCH) while the top-up is open.
 */
export const MultipleTopUpRequestSchema = z.strictObject({
  top_up_details: z
    .array(jsonField(TopUpRowSchema))
    .check(
      z.minLength(1, 'At least one row'),
      z.maxLength(MAX_TOP_UP_ROWS, `At most ${MAX_TOP_UP_ROWS} rows`),
    ),
});
export type MultipleTopUpRequest = z.output<typeof MultipleTopUpRequestSchema>;

/**
 * The outcome of one row of a multiple top-up, in the order sent. A row that was not created has
 * `id: null` and says why (spec §5: its department id is recorded and alert code 499 is set).
 */
export const MultipleTopUpResultSchema = z.object({
  /** 1-based position of the row in the request. */
  row: z.number().check(z.int(), z.positive()),
  office_department_id: z.number().check(z.int()),
  id: z.nullable(z.number().check(z.int())),
  transaction: z.nullable(TopUpSchema),
  errors: z.array(FieldMessagesSchema),
});
export type MultipleTopUpResult = z.infer<typeof MultipleTopUpResultSchema>;

export const MultipleTopUpResponseSchema = dataEnvelope(
  z.object({ transactions: z.array(MultipleTopUpResultSchema) }),
);
export type MultipleTopUpResponse = z.infer<typeof MultipleTopUpResponseSchema>;

const NullableOfficeSchema = z.nullable(OfficeRefSchema);

/**
 * One row read from an uploaded spreadsheet, for the preview (spec §7 `data.top_up_details`).
 * Offices are matched by code; a value that could not be read is null and `errors` names the
 * column (unknown office, amount not a positive whole multiple of the stamp price, missing PO
 * number, a duplicate of an earlier row). A row without errors can be sent to the multiple call.
 * An error's `param` is the sheet column's: office_area_code, office_branch_code,
 * office_department_code, po_number, line_item_number, amount; `row` for a repeat of an earlier
 * row. A formula cell is never evaluated: its column gets "Formulas are not read; type the value".
 * `po_number` and `line_item_number` are as typed ('' when unreadable).
 */
export const TopUpSheetRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().check(z.int(), z.positive()),
  office_area: NullableOfficeSchema,
  office_branch: NullableOfficeSchema,
  office_department: NullableOfficeSchema,
  po_number: z.string(),
  line_item_number: z.string(),
  amount: z.nullable(z.number().check(z.int())),
  errors: z.array(FieldMessagesSchema),
});
export type TopUpSheetRow = z.infer<typeof TopUpSheetRowSchema>;

export const TopUpImportResponseSchema = dataEnvelope(
  z.object({ top_up_details: z.array(TopUpSheetRowSchema) }),
);
export type TopUpImportResponse = z.infer<typeof TopUpImportResponseSchema>;

/** The balance-history export takes the list's filters without its pages. */
export const BalanceHistoryExportQuerySchema = z.omit(BalanceLogQuerySchema, {
  page: true,
  per_page: true,
});
export type BalanceHistoryExportQuery = z.infer<typeof BalanceHistoryExportQuerySchema>;

/** The most ledger rows one balance-history export writes; narrow the filters for more. */
export const MAX_BALANCE_HISTORY_EXPORT_ROWS = 100_000;

export const TopUpListQuerySchema = z.extend(PaginationQuerySchema, {
  ...CostCenterFilterSchema.shape,
  status: z.optional(TopUpStatusSchema),
  start_date: z.optional(z.iso.date()),
  end_date: z.optional(z.iso.date()),
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
  z.object({ total_top_up_balance: z.number().check(z.int(), z.nonnegative()) }),
);
export type TotalTopUpBalanceResponse = z.infer<typeof TotalTopUpBalanceResponseSchema>;

export const requestTopUp = defineEndpoint({
  id: 'requestTopUp',
  method: 'POST',
  prefix: 'admin',
  path: 'cost-center/top-up',
  tag: 'ematerai',
  summary: 'Ask for a top-up of a cost center; it is being processed until approved',
  access: { permission: 'ematerai.topup' },
  body: TopUpRequestSchema,
  multipart: { files: { po_attachment: PO_ATTACHMENT } },
  response: TopUpResponseSchema,
  successStatus: 201,
});

export const updateTopUpAttachment = defineEndpoint({
  id: 'updateTopUpAttachment',
  method: 'PATCH',
  prefix: 'admin',
  path: 'cost-center/top-up/transactions/:id',
  tag: 'ematerai',
  summary: 'Replace the PO attachment of an open top-up (its requester only; 409 once decided)',
  access: { permission: 'ematerai.topup' },
  params: IdParamsSchema,
  body: z.strictObject({}),
  multipart: { files: { po_attachment: { ...PO_ATTACHMENT, required: true } } },
  response: TopUpResponseSchema,
});

export const importTopUpSheet = defineEndpoint({
  id: 'importTopUpSheet',
  method: 'POST',
  prefix: 'admin',
  path: 'cost-center/top-up/import',
  tag: 'ematerai',
  summary: 'Read a filled sample spreadsheet into rows with their errors; nothing is saved',
  access: { permission: 'ematerai.topup' },
  body: z.strictObject({}),
  multipart: { files: { top_up_details: TOP_UP_SHEET } },
  response: TopUpImportResponseSchema,
});

export const requestMultipleTopUps = defineEndpoint({
  id: 'requestMultipleTopUps',
  method: 'POST',
  prefix: 'admin',
  path: 'cost-center/top-up/multiple',
  tag: 'ematerai',
  summary: 'Ask for one top-up per row; each row succeeds or fails on its own',
  access: { permission: 'ematerai.topup' },
  body: MultipleTopUpRequestSchema,
  multipart: { files: { po_attachment: PO_ATTACHMENT } },
  response: MultipleTopUpResponseSchema,
});

export const downloadTopUpPoAttachment = defineEndpoint({
  id: 'downloadTopUpPoAttachment',
  method: 'GET',
  prefix: 'downloader',
  path: 'pdf/cost-center/top-up/transactions/:id/po-attachment',
  tag: 'downloads',
  summary: 'The PO attachment of a top-up as uploaded (PDF or image), 404 when it has none',
  access: { permission: 'ematerai.topup' },
  params: IdParamsSchema,
  response: null,
});

export const downloadTopUpSample = defineEndpoint({
  id: 'downloadTopUpSample',
  method: 'GET',
  prefix: 'downloader',
  path: 'xlsx/sample-multiple-top-up',
  tag: 'downloads',
  summary: 'The multiple top-up template: headers, an example row and the office codes to use',
  access: { permission: 'ematerai.topup' },
  response: null,
});

export const downloadBalanceHistory = defineEndpoint({
  id: 'downloadBalanceHistory',
  method: 'GET',
  prefix: 'downloader',
  path: 'xlsx/balance-history',
  tag: 'downloads',
  summary: 'The filtered balance log as an Excel file (at most MAX_BALANCE_HISTORY_EXPORT_ROWS)',
  access: { permission: 'ematerai.history-balance' },
  query: BalanceHistoryExportQuerySchema,
  response: null,
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
  updateTopUpAttachment,
  importTopUpSheet,
  requestMultipleTopUps,
  downloadTopUpPoAttachment,
  downloadTopUpSample,
  downloadBalanceHistory,
  listTopUps,
  getTopUp,
  getTotalTopUpBalance,
  approveTopUp,
  rejectTopUp,
  downloadTopUpInvoice,
] as const;
