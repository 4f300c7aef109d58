import { z } from './zod';
import { defineEndpoint } from './endpoint';
import {
  dataEnvelope,
  MessageResponseSchema,
  PaginationMetaSchema,
  PaginationQuerySchema,
} from './envelope';
import { DocumentCategorySchema } from './document-category';
import {
  downloadDocumentPdfLocation,
  downloadDocumentPreviewLocation,
  getDocumentLocation,
  listDocumentsLocation,
} from './document-locations';
import { documentListStatuses, type DocumentListStatus } from './document-lists';
import {
  IdParamSchema,
  ReferenceNumberSchema,
  ReferenceParamsSchema,
  ReasonTextSchema,
  SearchQuerySchema,
  UuidParamsSchema,
} from './primitives';

// Documents and their downloads (spec §3, §4, §7 "Documents"); signing is in signing.ts.

export const DocumentListStatusSchema = z.enum(documentListStatuses);

/**
 * `status_document` as seen by the asking user. Stored document states are in_progress,
 * completed, rejected, voided and expired; in_progress is shown per user as need_to_sign,
 * pending or blocked. Spec §4 does not name expired or voided; we use these words.
 */
export const DocumentStatusSchema = z.enum([
  'need_to_sign',
  'pending',
  'blocked',
  'completed',
  'rejected',
  'voided',
  'expired',
]);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

/**
 * The one list that holds a document of this `status_document` for the asking user: the lists
 * do not overlap. Voided documents are in the rejected list ("Void & Rejected"), expired ones in
 * the blocked list ("Blocked & Expired"); every other status names its list. (Here, not in
 * document-lists.ts, which the route table loads with /login: the detail page and the server use it.)
 */
export function documentListOfStatus(status: DocumentStatus): DocumentListStatus {
  switch (status) {
    case 'voided':
      return 'rejected';
    case 'expired':
      return 'blocked';
    default:
      return status;
  }
}

/**
 * OTP state of the asking user's signature: `waiting` while the user's signature is awaited and
 * no code is open, `sent` while a code is open, `none` when nothing is asked of the user.
 */
export const OtpStatusSchema = z.enum(['waiting', 'sent', 'none']);
export type OtpStatus = z.infer<typeof OtpStatusSchema>;

export const SignerStatusSchema = z.enum(['waiting', 'signed', 'rejected', 'blocked']);
export type SignerStatus = z.infer<typeof SignerStatusSchema>;

export const SigningOrderSchema = z.enum(['sequential', 'parallel']);
export type SigningOrder = z.infer<typeof SigningOrderSchema>;

export const DocumentUserSchema = z.object({
  id: z.number().check(z.int()),
  privy_id: z.string(),
  name: z.string(),
});
export type DocumentUser = z.infer<typeof DocumentUserSchema>;

export const DocumentSignerSchema = z.object({
  id: z.number().check(z.int()),
  order: z.number().check(z.int(), z.positive()),
  status: SignerStatusSchema,
  is_uploader: z.boolean(),
  signed_at: z.nullable(z.iso.datetime({ offset: true })),
  reject_reason: z.nullable(z.string()),
  auth_user: DocumentUserSchema,
});
export type DocumentSigner = z.infer<typeof DocumentSignerSchema>;

export const PlacementTypeSchema = z.enum(['signature', 'e_meterai', 'seal']);
export type PlacementType = z.infer<typeof PlacementTypeSchema>;

/** A box on a page in PDF points, origin at the top-left of the page as displayed. */
export const PlacementSchema = z.object({
  id: z.number().check(z.int()),
  type: PlacementTypeSchema,
  signer_id: z.nullable(z.number().check(z.int())),
  page: z.number().check(z.int(), z.positive()),
  x: z.number().check(z.nonnegative()),
  y: z.number().check(z.nonnegative()),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const DocumentSummarySchema = z.object({
  id: z.number().check(z.int()),
  reference_number: z.string(),
  name: z.string(),
  category: z.nullable(DocumentCategorySchema),
  uploader: DocumentUserSchema,
  office_area_code: z.nullable(z.string()),
  office_area_name: z.nullable(z.string()),
  office_branch_code: z.nullable(z.string()),
  office_branch_name: z.nullable(z.string()),
  office_department_code: z.nullable(z.string()),
  office_department_name: z.nullable(z.string()),
  signing_order: SigningOrderSchema,
  status_document: DocumentStatusSchema,
  otp_status: OtpStatusSchema,
  /** The asking user is a signer (not the uploader) whose signature is awaited now. */
  can_sign: z.boolean(),
  /** Void is open to the uploader, and to super_admin from the sign, ongoing and blocked lists. */
  can_void: z.boolean(),
  can_reject: z.boolean(),
  signers: z.array(DocumentSignerSchema),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const DocumentDetailSchema = z.extend(DocumentSummarySchema, {
  page_count: z.number().check(z.int(), z.positive()),
  placements: z.array(PlacementSchema),
  seal_detail: z.nullable(z.object({ image: z.object({ url: z.string() }) })),
  reject_reason: z.nullable(z.string()),
  void_reason: z.nullable(z.string()),
  completed_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type DocumentDetail = z.infer<typeof DocumentDetailSchema>;

const dateOnly = z.iso.date();
const optionalId = z.optional(IdParamSchema);

/** Filters shared by the list, the xlsx export and the zip selection. */
export const DocumentFilterSchema = z.object({
  status: DocumentListStatusSchema,
  /** Ignored for need_to_sign (spec §5: dates are cleared there). */
  start_date: z.optional(dateOnly),
  end_date: z.optional(dateOnly),
  search: z.optional(SearchQuerySchema),
  office_area_id: optionalId,
  office_branch_id: optionalId,
  office_department_id: optionalId,
  category_id: optionalId,
  sort_by: z._default(z.enum(['created_at', 'reference_number', 'name']), 'created_at'),
  sort_dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type DocumentFilter = z.infer<typeof DocumentFilterSchema>;

export const DocumentListQuerySchema = z.extend(PaginationQuerySchema, DocumentFilterSchema.shape);
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;

/** Spec §7: "GET document -> data.data, meta.pagination". */
export const DocumentListResponseSchema = z.object({
  data: z.object({ data: z.array(DocumentSummarySchema) }),
  meta: PaginationMetaSchema,
});
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

export const ReasonRequestSchema = z.strictObject({
  reason: ReasonTextSchema,
});
export type ReasonRequest = z.infer<typeof ReasonRequestSchema>;

/** At most this many documents in one bulk (not given by the spec). */
export const MAX_BULK_DOCUMENTS = 500;

export const ReferenceNumbersSchema = z.strictObject({
  reference_numbers: z
    .array(ReferenceNumberSchema)
    .check(
      z.minLength(1, 'Select at least one document'),
      z.maxLength(MAX_BULK_DOCUMENTS, `At most ${MAX_BULK_DOCUMENTS} documents at once`),
    ),
});
export type ReferenceNumbers = z.infer<typeof ReferenceNumbersSchema>;

export const listDocuments = defineEndpoint({
  ...listDocumentsLocation,
  tag: 'documents',
  summary:
    'Documents of one list, filtered, sorted and paginated; only those the user uploaded or signs',
  access: { permission: 'documents' },
  query: DocumentListQuerySchema,
  response: DocumentListResponseSchema,
});

export const getDocument = defineEndpoint({
  ...getDocumentLocation,
  tag: 'documents',
  summary: 'One document by reference number, with signers and placements',
  access: { permission: 'documents' },
  params: ReferenceParamsSchema,
  response: dataEnvelope(z.object({ data: DocumentDetailSchema })),
});

export const rejectDocument = defineEndpoint({
  id: 'rejectDocument',
  method: 'PUT',
  prefix: 'admin',
  path: 'document/:id/reject',
  tag: 'documents',
  summary: 'Reject a document the user must sign, with a reason',
  access: { permission: 'documents.sign' },
  params: ReferenceParamsSchema,
  body: ReasonRequestSchema,
  bodyLimit: 8 * 1024,
  response: MessageResponseSchema,
});

export const revokeDocument = defineEndpoint({
  id: 'revokeDocument',
  method: 'PUT',
  prefix: 'admin',
  path: 'document/:id/revoke',
  tag: 'documents',
  summary: 'Void a document with a reason (its uploader, or super_admin)',
  access: { permission: 'documents' },
  params: ReferenceParamsSchema,
  body: ReasonRequestSchema,
  bodyLimit: 8 * 1024,
  response: MessageResponseSchema,
});

export const downloadDocumentPdf = defineEndpoint({
  ...downloadDocumentPdfLocation,
  tag: 'downloads',
  summary: 'The current PDF of a document (content-disposition names the file)',
  access: { permission: 'documents' },
  params: ReferenceParamsSchema,
  response: null,
});

/**
 * Not in the spec: a picture of the current PDF's first page (WebP, 800 px wide), which the
 * detail page shows while its viewer loads and pdf.js reads the file, so a long document's first
 * page is on screen without waiting for them. The same access check as the PDF's; an ETag names
 * the file version (304 on a match). 422 when the PDF's first page cannot be drawn; the page then
 * simply waits for its viewer.
 */
export const downloadDocumentPreview = defineEndpoint({
  ...downloadDocumentPreviewLocation,
  tag: 'downloads',
  summary: "An image of the first page of a document's current PDF (WebP)",
  access: { permission: 'documents' },
  params: ReferenceParamsSchema,
  response: null,
});

export const createDocumentZip = defineEndpoint({
  id: 'createDocumentZip',
  method: 'POST',
  prefix: 'downloader',
  path: 'zip/document',
  tag: 'downloads',
  summary: 'Zip a selection of documents; returns a short-lived link that downloads it',
  access: { permission: 'documents' },
  body: ReferenceNumbersSchema,
  response: dataEnvelope(
    z.object({ data: z.object({ url: z.string(), expires_at: z.iso.datetime({ offset: true }) }) }),
  ),
});

export const downloadDocumentZip = defineEndpoint({
  id: 'downloadDocumentZip',
  method: 'GET',
  prefix: 'downloader',
  path: 'zip/document/:id',
  tag: 'downloads',
  summary: 'Download a zip created by zip/document (the link it returned, valid 15 minutes)',
  access: 'public',
  bearerLink: true,
  params: UuidParamsSchema,
  response: null,
});

export const downloadDocumentList = defineEndpoint({
  id: 'downloadDocumentList',
  method: 'GET',
  prefix: 'downloader',
  path: 'xlsx/document-list',
  tag: 'downloads',
  summary: 'The filtered list as an Excel file',
  access: { permission: 'documents' },
  query: DocumentFilterSchema,
  response: null,
});

export const documentEndpoints = [
  listDocuments,
  getDocument,
  rejectDocument,
  revokeDocument,
  downloadDocumentPdf,
  downloadDocumentPreview,
  createDocumentZip,
  downloadDocumentZip,
  downloadDocumentList,
] as const;
