import { z } from './zod';
import type { DocumentListStatus } from './document-lists';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import type { LedgerKind } from './ematerai';
import { OfficeRefSchema } from './offices';
import { IdParamSchema } from './primitives';

// Analytics of the home dashboard and Monitoring › Analytics (spec §7 "Analytics"). The spec
// gives only the read paths; the shapes below are ours. Every figure is a count aggregated by
// the server; dates are calendar days of the business (WIB, like every date filter).

/**
 * The longest range one analytics call covers, in days (both ends included): a leap year. The
 * spec gives no bound; a longer range is a 400 on `end_date`, so a chart never asks the server
 * to scan a decade of documents.
 */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

export const analyticsIntervals = ['day', 'week', 'month'] as const;
export const AnalyticsIntervalSchema = z.enum(analyticsIntervals);
export type AnalyticsInterval = z.infer<typeof AnalyticsIntervalSchema>;

const DAY_MS = 86_400_000;

/** Days from `start_date` to `end_date`, both included (`YYYY-MM-DD`); 0 or less when reversed. */
export function analyticsRangeDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;
}

/** Refuses a reversed range (on `end_date`) and one longer than MAX_ANALYTICS_RANGE_DAYS. */
function checkRange(
  range: { start_date: string; end_date: string },
  ctx: z.core.$RefinementCtx,
): void {
  const days = analyticsRangeDays(range.start_date, range.end_date);
  if (days < 1)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must not be before the start date',
    });
  else if (days > MAX_ANALYTICS_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `The range may span at most ${MAX_ANALYTICS_RANGE_DAYS} days`,
    });
}

const optionalId = z.optional(IdParamSchema);

/** A range of business days, both included: asked for, and echoed in every answer. */
const rangeFields = { start_date: z.iso.date(), end_date: z.iso.date() };

/**
 * The filters every analytics call shares: a required date range (business days, both included)
 * and the office filters of the document list (one id per level). An office id that names no
 * office is a 400 on its field.
 */
const analyticsFilterShape = {
  ...rangeFields,
  office_area_id: optionalId,
  office_branch_id: optionalId,
  office_department_id: optionalId,
};

export const AnalyticsFilterSchema = z
  .object(analyticsFilterShape)
  .check(z.superRefine(checkRange));
export type AnalyticsFilter = z.infer<typeof AnalyticsFilterSchema>;

/** analyze/analyze/filtered and the xlsx export: the filters and the bucket size of the series. */
export const DocumentAnalyticsQuerySchema = z
  .object({ ...analyticsFilterShape, interval: z._default(AnalyticsIntervalSchema, 'day') })
  .check(z.superRefine(checkRange));
export type DocumentAnalyticsQuery = z.infer<typeof DocumentAnalyticsQuerySchema>;

const count = z.number().check(z.int(), z.nonnegative());

/**
 * Documents per list of spec §2 as the asking user sees them (the same visibility and list rules
 * as GET document, so a count here equals the total of that list with the same dates and
 * offices), plus their sum.
 */
export const DocumentStatusCountsSchema = z.object({
  need_to_sign: count,
  pending: count,
  completed: count,
  rejected: count,
  blocked: count,
  total: count,
} satisfies Record<DocumentListStatus | 'total', typeof count>);
export type DocumentStatusCounts = z.infer<typeof DocumentStatusCountsSchema>;

export const DocumentStatusBucketSchema = z.extend(DocumentStatusCountsSchema, {
  /** First business day of the bucket: the day, the Monday of the week (ISO), or the 1st of the month. */
  period: z.iso.date(),
});
export type DocumentStatusBucket = z.infer<typeof DocumentStatusBucketSchema>;

/** The office level one step below the narrowest office filter (no filter: areas). */
export const AnalyticsOfficeLevelSchema = z.enum(['area', 'branch', 'department']);
export type AnalyticsOfficeLevel = z.infer<typeof AnalyticsOfficeLevelSchema>;

export const DocumentOfficeCountsSchema = z.extend(DocumentStatusCountsSchema, {
  /** Null for documents sent without an office at this level. */
  office: z.nullable(OfficeRefSchema),
});
export type DocumentOfficeCounts = z.infer<typeof DocumentOfficeCountsSchema>;

/**
 * Documents created in the range by list: one bucket per day, week or month of the range (empty
 * buckets included, oldest first), the totals, and the counts per office one level below the
 * narrowest office filter, most documents first.
 */
export const DocumentAnalyticsSchema = z.object({
  ...rangeFields,
  interval: AnalyticsIntervalSchema,
  buckets: z.array(DocumentStatusBucketSchema),
  totals: DocumentStatusCountsSchema,
  office_level: AnalyticsOfficeLevelSchema,
  offices: z.array(DocumentOfficeCountsSchema),
});
export type DocumentAnalytics = z.infer<typeof DocumentAnalyticsSchema>;

/** Spec §7: "GET analyze/analyze/filtered -> data.data.data". */
export const DocumentAnalyticsResponseSchema = dataEnvelope(
  z.object({ data: z.object({ data: DocumentAnalyticsSchema }) }),
);
export type DocumentAnalyticsResponse = z.infer<typeof DocumentAnalyticsResponseSchema>;

/**
 * What the whole enterprise account used in the current calendar month (business time, from its
 * 1st to today). The reference server keeps no quota for signatures or codes, so those are usage
 * only; the e-meterai "quota" is what the cost centers still hold (`balance`) and what pending
 * documents hold back (`reserved`). Counts every document, whoever may see it (no content shown).
 */
export const EnterpriseAccountUsageSchema = z.object({
  ...rangeFields,
  documents_uploaded: count,
  /** Signatures applied (uploaders' included). */
  signatures: count,
  /** Signing codes issued; a resend renews its code and is not counted again. */
  otp_sent: count,
  ematerai: z.object({
    /** Stamps credited by approved top-ups in the month. */
    top_up: count,
    /** Stamps spent on documents in the month, less refunds in the month (never below 0). */
    used: count,
    /** Stamps all cost centers hold now. */
    balance: count,
    /** Stamps held now by documents not yet completed. */
    reserved: count,
  }),
});
export type EnterpriseAccountUsage = z.infer<typeof EnterpriseAccountUsageSchema>;

/** Spec §7: "GET analyze/enterprise-account-usage -> data.EnterpriseAccountUsage". */
export const EnterpriseAccountUsageResponseSchema = dataEnvelope(
  z.object({ EnterpriseAccountUsage: EnterpriseAccountUsageSchema }),
);
export type EnterpriseAccountUsageResponse = z.infer<typeof EnterpriseAccountUsageResponseSchema>;

/**
 * What happened to the documents the user may see in the range: uploaded (created), signed
 * (signatures applied), completed, rejected and voided (by the time of each event).
 */
export const DocumentActivityCountsSchema = z.object({
  ...rangeFields,
  uploaded: count,
  signed: count,
  completed: count,
  rejected: count,
  voided: count,
});
export type DocumentActivityCounts = z.infer<typeof DocumentActivityCountsSchema>;

/** Spec §7: "GET analyze/counted-document-activity/filtered -> data.counted_document_activity". */
export const DocumentActivityResponseSchema = dataEnvelope(
  z.object({ counted_document_activity: DocumentActivityCountsSchema }),
);
export type DocumentActivityResponse = z.infer<typeof DocumentActivityResponseSchema>;

/** Stamps moved by each kind of ledger movement, as positive counts. */
export const LedgerMovementCountsSchema = z.object({
  top_up: count,
  transfer_out: count,
  transfer_in: count,
  reserve: count,
  release: count,
  usage: count,
  refund: count,
} satisfies Record<LedgerKind, typeof count>);
export type LedgerMovementCounts = z.infer<typeof LedgerMovementCountsSchema>;

const BalanceFiguresSchema = z.object({
  /** Balance at the start of the range's first day. */
  opening_balance: count,
  /** Balance at the end of the range's last day. */
  closing_balance: count,
  /** Stamps moved in the range, by kind. */
  movements: LedgerMovementCountsSchema,
});

export const CostCenterUsageSchema = z.extend(BalanceFiguresSchema, {
  cost_center_id: z.number().check(z.int()),
  office_area: OfficeRefSchema,
  office_branch: OfficeRefSchema,
  office_department: OfficeRefSchema,
  /** Balance now. */
  balance: count,
});
export type CostCenterUsage = z.infer<typeof CostCenterUsageSchema>;

/**
 * E-meterai balance and usage from the ledger, per cost center matching the office filters
 * (ordered by office codes) and summed over them.
 */
export const EmateraiUsageSchema = z.object({
  ...rangeFields,
  totals: z.extend(BalanceFiguresSchema, { balance: count }),
  cost_centers: z.array(CostCenterUsageSchema),
});
export type EmateraiUsage = z.infer<typeof EmateraiUsageSchema>;

/** Spec §7: "GET analyze/ematerai-balance/super -> data.counted_document_activity" (sic). */
export const EmateraiUsageResponseSchema = dataEnvelope(
  z.object({ counted_document_activity: EmateraiUsageSchema }),
);
export type EmateraiUsageResponse = z.infer<typeof EmateraiUsageResponseSchema>;

const access = { permission: 'monitoring.analytics' } as const;

export const getDocumentAnalytics = defineEndpoint({
  id: 'getDocumentAnalytics',
  method: 'GET',
  prefix: 'admin',
  path: 'analyze/analyze/filtered',
  tag: 'analytics',
  summary: 'Documents by list over a date range, bucketed by day, week or month, and per office',
  access,
  query: DocumentAnalyticsQuerySchema,
  response: DocumentAnalyticsResponseSchema,
});

export const getEnterpriseAccountUsage = defineEndpoint({
  id: 'getEnterpriseAccountUsage',
  method: 'GET',
  prefix: 'admin',
  path: 'analyze/enterprise-account-usage',
  tag: 'analytics',
  summary: "The enterprise account's usage this month: documents, signatures, codes, e-meterai",
  access,
  response: EnterpriseAccountUsageResponseSchema,
});

export const getDocumentActivity = defineEndpoint({
  id: 'getDocumentActivity',
  method: 'GET',
  prefix: 'admin',
  path: 'analyze/counted-document-activity/filtered',
  tag: 'analytics',
  summary: 'Documents uploaded, signatures, completions, rejections and voids in a date range',
  access,
  query: AnalyticsFilterSchema,
  response: DocumentActivityResponseSchema,
});

export const getEmateraiUsage = defineEndpoint({
  id: 'getEmateraiUsage',
  method: 'GET',
  prefix: 'admin',
  path: 'analyze/ematerai-balance/super',
  tag: 'analytics',
  summary: 'E-meterai balance and movements per cost center over a date range, from the ledger',
  access,
  query: AnalyticsFilterSchema,
  response: EmateraiUsageResponseSchema,
});

export const downloadAppActivity = defineEndpoint({
  id: 'downloadAppActivity',
  method: 'GET',
  prefix: 'downloader',
  path: 'xlsx/app-activity',
  tag: 'downloads',
  summary:
    'The analytics of a date range as an Excel file: documents by list, document activity, e-meterai',
  access,
  query: DocumentAnalyticsQuerySchema,
  response: null,
});

export const analyticsEndpoints = [
  getDocumentAnalytics,
  getEnterpriseAccountUsage,
  getDocumentActivity,
  getEmateraiUsage,
  downloadAppActivity,
] as const;
