import { z } from './zod';
import { defineEndpoint, type UploadField } from './endpoint';
import { dataEnvelope, MessageResponseSchema } from './envelope';
import {
  IdParamsSchema,
  IdSchema,
  ReferenceNumberSchema,
  ReferenceParamsSchema,
  safeText,
} from './primitives';
import { OtpChallengeSchema } from './signing';
import { SigningOrderSchema } from './documents';

// Upload and placement (spec §2 /admin/upload-document, §3 "Uploaded document", "Signer
// placement", "Seal", "E-meterai temporary balance", §4 "Document life", §5 "Setting a signer",
// §7 "Document upload"). What the spec does not show is decided here and written beside it.
//
// A draft is an uploaded PDF that has not been sent. A user's drafts are their "batch": the page
// continues it while any draft is left (`document-upload/check`). `{id}` in the paths of a draft
// is its reference number, issued at upload and kept when it is sent; `{id}` of a placement or a
// seal is its numeric id. Every draft call is the uploader's own: another user's draft is a 404.
//
// Coordinates are PDF points of the page *as displayed* (CropBox, turned by the page's /Rotate),
// from its top-left corner, x to the right and y down: what a viewer shows at 72 dpi. The server
// stamps them where they land in the signed file (rotation and crop handled there).

/** One PDF of an upload request: at most 50 MiB, recognised by its bytes and opened within the PDF limits. */
export const UPLOAD_PDF_MAX_BYTES = 50 * 1024 * 1024;
/** Most pages of an uploaded PDF. */
export const UPLOAD_PDF_MAX_PAGES = 2_000;
/** Most PDFs in one upload request (the web app sends one per request, for progress per file). */
export const UPLOAD_MAX_FILES = 10;
/** Most drafts a user may hold at once. */
export const MAX_DRAFTS = 20;
/** Most recipients (signers) of one document. */
export const MAX_RECIPIENTS = 50;
/** Most placements (signatures, stamps and seals together) on one document. */
export const MAX_PLACEMENTS = 500;
/** Size bounds of a placed box, in points. */
export const MIN_BOX_POINTS = 10;
export const MAX_BOX_POINTS = 600;
/** Default box sizes, in points: a signature, an e-meterai stamp (square) and a seal (square). */
export const DEFAULT_BOX_SIZES = {
  sign: { width: 150, height: 75 },
  e_meterai: { width: 80, height: 80 },
  seal: { width: 100, height: 100 },
} as const;

export const UPLOAD_PDF_FIELD = {
  required: true,
  maxBytes: UPLOAD_PDF_MAX_BYTES,
  kinds: ['pdf'],
  maxPages: UPLOAD_PDF_MAX_PAGES,
} as const satisfies UploadField;

/**
 * `signing_type`, which the spec names without defining:
 * - `only_me`: the uploader is the only signer; they sign at send and the document is completed.
 * - `me_and_others`: the uploader signs first, at send, then the other recipients (in order when
 *   sequential, all at once when parallel).
 * - `only_others`: the uploader does not sign; the recipients do.
 * The uploader's own signature is always given at send, behind an OTP (see `sendUploadedDocument`),
 * because the lists never ask the uploader to sign (spec §4, §6).
 */
export const signingTypes = ['only_me', 'me_and_others', 'only_others'] as const;
export const SigningTypeSchema = z.enum(signingTypes);
export type SigningType = z.infer<typeof SigningTypeSchema>;

/** The file name field of spec §5: letters, digits, underscore, dot, hyphen and space; 1–100 characters. */
export const DocumentNameSchema = safeText({
  min: 1,
  max: 100,
  trim: true,
  minMessage: 'A name is required',
}).check(z.regex(/^[A-Za-z0-9_. -]+$/, 'Only letters, digits, underscore, dot, hyphen and space'));

/** A coordinate in points: finite, not negative (the server also checks it against the page). */
const PointSchema = z.number().check(z.gte(0, 'Must not be negative'), z.lte(20_000));
const BoxSideSchema = z
  .number()
  .check(
    z.gte(MIN_BOX_POINTS, `At least ${MIN_BOX_POINTS} points`),
    z.lte(MAX_BOX_POINTS, `At most ${MAX_BOX_POINTS} points`),
  );
/** A page number: 1-based; 0 only where the zeroing rule of §5 clears it. */
const PageSchema = z
  .number()
  .check(z.int('Must be a whole number'), z.gte(0), z.lte(UPLOAD_PDF_MAX_PAGES));
/** The row version a change is made against; a stale one is a 409 with the current row. */
const VersionSchema = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** A recipient of a document, in signing order (1 is first). */
export const RecipientSchema = z.object({
  user_id: z.number().check(z.int()),
  name: z.string(),
  privy_id: z.string(),
  order: z.number().check(z.int(), z.positive()),
  is_uploader: z.boolean(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

/**
 * A signature or e-meterai box (spec §3 "Signer placement", with its own field names). The §5
 * zeroing rule holds in every response: a `sign` box has its meterai fields at 0 and no
 * `meterai_id`; an `e_meterai` box has its signer fields at 0 and no `signer_id`.
 */
export const SignerPlacementSchema = z.object({
  id: z.number().check(z.int()),
  sign_type: z.enum(['sign', 'e_meterai']),
  /** The recipient's user id (`sign`), or null. */
  signer_id: z.nullable(z.number().check(z.int())),
  /** The meterai category (`dropdown/category-meterai`) of an `e_meterai` box, or null. */
  meterai_id: z.nullable(z.number().check(z.int())),
  pos_x_signer: z.number(),
  pos_y_signer: z.number(),
  sign_page: z.number().check(z.int()),
  pos_x_meterai: z.number(),
  pos_y_meterai: z.number(),
  page_meterai: z.number().check(z.int()),
  width: z.number(),
  height: z.number(),
  version: z.number().check(z.int()),
});
export type SignerPlacement = z.infer<typeof SignerPlacementSchema>;

/** A company seal box (spec §3 "Seal"). */
export const SealPlacementSchema = z.object({
  id: z.number().check(z.int()),
  reference_number: z.string(),
  page: z.number().check(z.int()),
  pos_x: z.number(),
  pos_y: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number().check(z.int()),
});
export type SealPlacement = z.infer<typeof SealPlacementSchema>;

/** A page as displayed, in points (the placement space). */
export const UploadedPageSchema = z.object({ width: z.number(), height: z.number() });

/** A draft (spec §3 "Uploaded document") with everything the editor shows. */
export const UploadedDocumentSchema = z.object({
  reference_number: z.string(),
  name: z.string(),
  /** The name of the file as it was uploaded. */
  file_name: z.string(),
  signing_type: z.nullable(SigningTypeSchema),
  category_id: z.nullable(z.number().check(z.int())),
  signing_order: SigningOrderSchema,
  /** Whether the document carries the company seal (a seal box must then be placed). */
  seal: z.boolean(),
  /** The view state: the uploader has opened the document (required before sending). */
  is_viewed: z.boolean(),
  page_count: z.number().check(z.int(), z.positive()),
  pages: z.array(UploadedPageSchema),
  recipients: z.array(RecipientSchema),
  placements: z.array(SignerPlacementSchema),
  seals: z.array(SealPlacementSchema),
  /** E-meterai stamps reserved for this document (one per `e_meterai` box). */
  ematerai_count: z.number().check(z.int(), z.nonnegative()),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

/** The company seal image (spec §3 "Uploaded document" seal): a data URL and its size in points. */
export const CompanySealSchema = z.object({
  image: z.object({ url: z.string() }),
  width: z.number(),
  height: z.number(),
});
export type CompanySeal = z.infer<typeof CompanySealSchema>;

/** A file the upload refused, and why; nothing of it was stored. */
export const RefusedUploadSchema = z.object({
  file_name: z.string(),
  code: z.string(),
  message: z.string(),
});
export type RefusedUpload = z.infer<typeof RefusedUploadSchema>;

export const UploadDocumentsResponseSchema = dataEnvelope(
  z.object({ documents: z.array(UploadedDocumentSchema), refused: z.array(RefusedUploadSchema) }),
);
export type UploadDocumentsResponse = z.infer<typeof UploadDocumentsResponseSchema>;

export const DocumentUploadCheckResponseSchema = dataEnvelope(
  z.object({ is_document_present: z.boolean() }),
);

export const DocumentUploadResponseSchema = dataEnvelope(
  z.object({ seal: z.nullable(CompanySealSchema), documents: z.array(UploadedDocumentSchema) }),
);
export type DocumentUploadResponse = z.infer<typeof DocumentUploadResponseSchema>;

export const UploadedDocumentResponseSchema = dataEnvelope(
  z.object({ document: UploadedDocumentSchema }),
);
export type UploadedDocumentResponse = z.infer<typeof UploadedDocumentResponseSchema>;

export const RenameUploadedDocumentRequestSchema = z.strictObject({ name: DocumentNameSchema });

/**
 * One row of the batch update. Only `reference_number` is required; a field left out keeps its
 * value, so two tabs changing different fields do not undo each other. `recipients` is the full
 * list of user ids in signing order: the boxes of a recipient left out are deleted with them.
 * Setting `signing_type` to `only_me` makes the uploader the only recipient.
 */
export const UploadedDocumentUpdateSchema = z.strictObject({
  reference_number: ReferenceNumberSchema,
  signing_type: z.optional(SigningTypeSchema),
  category_id: z.optional(z.nullable(IdSchema)),
  signing_order: z.optional(SigningOrderSchema),
  seal: z.optional(z.boolean()),
  recipients: z.optional(
    z.array(IdSchema).check(z.maxLength(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`)),
  ),
});
export type UploadedDocumentUpdate = z.infer<typeof UploadedDocumentUpdateSchema>;

export const UpdateUploadedDocumentsRequestSchema = z.strictObject({
  datas: z.array(UploadedDocumentUpdateSchema).check(z.minLength(1), z.maxLength(MAX_DRAFTS)),
});
export type UpdateUploadedDocumentsRequest = z.infer<typeof UpdateUploadedDocumentsRequestSchema>;

export const UploadedDocumentsResponseSchema = dataEnvelope(
  z.object({ documents: z.array(UploadedDocumentSchema) }),
);

/**
 * The placement payload of spec §3 with its own names, plus the box size. `id` absent places a
 * new box; `id` with `version` moves or resizes that box. By §5, for `sign` the meterai fields are
 * zeroed and `meterai_id` dropped (the server ignores them); for `e_meterai` the signer fields are
 * zeroed and `signer_id` dropped. A new `e_meterai` box reserves one stamp (as `temporer/add`).
 */
export const PlacementRequestSchema = z.strictObject({
  id: z.optional(IdSchema),
  version: z.optional(VersionSchema),
  sign_type: z.enum(['sign', 'e_meterai']),
  signer_id: z.optional(z.nullable(IdSchema)),
  meterai_id: z.optional(z.nullable(IdSchema)),
  pos_x_signer: z._default(PointSchema, 0),
  pos_y_signer: z._default(PointSchema, 0),
  sign_page: z._default(PageSchema, 0),
  pos_x_meterai: z._default(PointSchema, 0),
  pos_y_meterai: z._default(PointSchema, 0),
  page_meterai: z._default(PageSchema, 0),
  width: BoxSideSchema,
  height: BoxSideSchema,
});
export type PlacementRequest = z.input<typeof PlacementRequestSchema>;

export const PlacementResponseSchema = dataEnvelope(z.object({ placement: SignerPlacementSchema }));
export type PlacementResponse = z.infer<typeof PlacementResponseSchema>;

export const DeletePlacementQuerySchema = z.strictObject({
  sign_type: z.enum(['sign', 'e_meterai']),
  /** The version the client saw; a stale one is a 409 (absent: delete whatever is there). */
  version: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647))),
});

/** A seal box: where on which page. */
export const SealBoxSchema = z.strictObject({
  page: PageSchema.check(z.gte(1, 'Pages start at 1')),
  pos_x: PointSchema,
  pos_y: PointSchema,
  width: BoxSideSchema,
  height: BoxSideSchema,
});
export const SealUpdateRequestSchema = z.extend(SealBoxSchema, { version: VersionSchema });

export const SealResponseSchema = dataEnvelope(z.object({ seal: SealPlacementSchema }));

/**
 * The e-meterai temporary balance (spec §3): the stamps the user may still allocate, which is
 * the balance of the cost center of the user's own office (area, branch, department). Stamps
 * allocated to drafts are already taken off it (reserved through the ledger).
 */
export const EmateraiTemporerSchema = z.object({
  balance: z.number().check(z.int(), z.nonnegative()),
  /** Stamps reserved for the user's drafts. */
  allocated: z.number().check(z.int(), z.nonnegative()),
  /** The cost center the stamps come from; null when the user's office has none (no stamps). */
  cost_center_id: z.nullable(z.number().check(z.int())),
});
export const EmateraiTemporerResponseSchema = dataEnvelope(EmateraiTemporerSchema);
export type EmateraiTemporer = z.infer<typeof EmateraiTemporerSchema>;

/** `temporer/add/{reference}`: reserves one stamp and places its box (the same as a new e_meterai placement). */
export const EmateraiAddRequestSchema = z.strictObject({
  meterai_id: IdSchema,
  page_meterai: PageSchema.check(z.gte(1, 'Pages start at 1')),
  pos_x_meterai: PointSchema,
  pos_y_meterai: PointSchema,
  width: BoxSideSchema,
  height: BoxSideSchema,
});
/** `temporer/sub/{reference}`: removes one stamp box and releases its stamp. */
export const EmateraiSubRequestSchema = z.strictObject({ placement_id: IdSchema });

export const EmateraiAllocationResponseSchema = dataEnvelope(
  z.extend(EmateraiTemporerSchema, {
    /** The stamp box placed by `add`; null after `sub` and `reset`. */
    placement: z.nullable(SignerPlacementSchema),
  }),
);
export type EmateraiAllocationResponse = z.infer<typeof EmateraiAllocationResponseSchema>;

/**
 * Sending. The server checks everything at once and answers 400 with every problem
 * (`messages` of `{param, messages}`: signing_type, category_id, recipients, placements, is_viewed,
 * seal, e_meterai). When the uploader is a recipient, the first call (no `otp`) sends the
 * uploader a signing code and answers `otp_required`; the call with the code sends the document
 * and signs the uploader's part in one go. `resend: true` sends a new code (no sooner than 60 s).
 */
export const SendUploadedDocumentRequestSchema = z.strictObject({
  otp: z.optional(z.string().check(z.regex(/^\d{6}$/, 'The code has 6 digits'))),
  resend: z.optional(z.boolean()),
});
export type SendUploadedDocumentRequest = z.infer<typeof SendUploadedDocumentRequestSchema>;

export const SendUploadedDocumentResponseSchema = dataEnvelope(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('sent'), reference_number: z.string(), message: z.string() }),
    z.object({ status: z.literal('otp_required'), message: z.string(), otp: OtpChallengeSchema }),
  ]),
);
export type SendUploadedDocumentResponse = z.infer<typeof SendUploadedDocumentResponseSchema>;

/** A recipient option (`dropdown/user`): an active internal user. */
export const RecipientOptionSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  privy_id: z.string(),
  email: z.string(),
});
export type RecipientOption = z.infer<typeof RecipientOptionSchema>;

export const RecipientDropdownQuerySchema = z.strictObject({
  search: z.optional(safeText({ max: 100, trim: true })),
  /** At most this many options (default 20, at most 50). */
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

/** A meterai category (`dropdown/category-meterai`): the kind of document a stamp is paid for. */
export const MeteraiCategorySchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type MeteraiCategory = z.infer<typeof MeteraiCategorySchema>;

const uploadAccess = { permission: 'upload-document' } as const;
const tag = 'document-upload';

export const uploadDocuments = defineEndpoint({
  id: 'uploadDocuments',
  method: 'POST',
  prefix: 'admin',
  path: 'document-upload',
  tag,
  summary: `Add PDFs (field files, sent up to ${UPLOAD_MAX_FILES} times) to the batch; each is checked on its own and a refused one is listed with its reason`,
  access: uploadAccess,
  multipart: {
    files: { files: { ...UPLOAD_PDF_FIELD, maxCount: UPLOAD_MAX_FILES, perFile: true } },
  },
  bodyLimit: 2 * UPLOAD_PDF_MAX_BYTES + 64 * 1024,
  response: UploadDocumentsResponseSchema,
  successStatus: 201,
});

export const checkDocumentUpload = defineEndpoint({
  id: 'checkDocumentUpload',
  method: 'GET',
  prefix: 'admin',
  path: 'document-upload/check',
  tag,
  summary: 'Whether the user has an unfinished batch (any draft)',
  access: uploadAccess,
  response: DocumentUploadCheckResponseSchema,
});

export const getDocumentUpload = defineEndpoint({
  id: 'getDocumentUpload',
  method: 'GET',
  prefix: 'admin',
  path: 'document-upload',
  tag,
  summary: "The company seal and the user's drafts, oldest first",
  access: uploadAccess,
  response: DocumentUploadResponseSchema,
});

export const renameUploadedDocument = defineEndpoint({
  id: 'renameUploadedDocument',
  method: 'PUT',
  prefix: 'admin',
  path: 'document-upload/:id/name',
  tag,
  summary: 'Rename a draft (file name rule of §5)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: RenameUploadedDocumentRequestSchema,
  bodyLimit: 4 * 1024,
  response: UploadedDocumentResponseSchema,
});

export const updateUploadedDocuments = defineEndpoint({
  id: 'updateUploadedDocuments',
  method: 'PUT',
  prefix: 'admin',
  path: 'document-upload',
  tag,
  summary: 'Set signing type, category, signing order, seal and recipients of drafts',
  access: uploadAccess,
  body: UpdateUploadedDocumentsRequestSchema,
  response: UploadedDocumentsResponseSchema,
});

export const deleteUploadedDocument = defineEndpoint({
  id: 'deleteUploadedDocument',
  method: 'DELETE',
  prefix: 'admin',
  path: 'document-upload/:id',
  tag,
  summary: 'Delete a draft; its reserved stamps are released',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  response: MessageResponseSchema,
});

export const markUploadedDocumentViewed = defineEndpoint({
  id: 'markUploadedDocumentViewed',
  method: 'PUT',
  prefix: 'admin',
  path: 'document-upload/:id/view',
  tag,
  summary: 'Record that the uploader has viewed the draft (required before sending)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  response: UploadedDocumentResponseSchema,
});

export const sendUploadedDocument = defineEndpoint({
  id: 'sendUploadedDocument',
  method: 'POST',
  prefix: 'admin',
  path: 'document-upload/:id/send',
  tag,
  summary: 'Send a draft to its signers (with the uploader’s code when the uploader signs)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: SendUploadedDocumentRequestSchema,
  bodyLimit: 1024,
  response: SendUploadedDocumentResponseSchema,
});

export const downloadUploadedDocumentPdf = defineEndpoint({
  id: 'downloadUploadedDocumentPdf',
  method: 'GET',
  prefix: 'downloader',
  path: 'pdf/document-upload/:id',
  tag: 'downloads',
  summary: 'The PDF of a draft, for the placement editor (the uploader only)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  response: null,
});

export const placeSigner = defineEndpoint({
  id: 'placeSigner',
  method: 'POST',
  prefix: 'admin',
  path: 'signer/:id',
  tag,
  summary:
    'Place, move or resize a signature or e-meterai box on a draft ({id}: its reference number)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: PlacementRequestSchema,
  bodyLimit: 4 * 1024,
  response: PlacementResponseSchema,
});

export const deleteSignerPlacement = defineEndpoint({
  id: 'deleteSignerPlacement',
  method: 'DELETE',
  prefix: 'admin',
  path: 'signer/:id',
  tag,
  summary:
    'Remove a signature or e-meterai box ({id}: the box); an e-meterai box releases its stamp',
  access: uploadAccess,
  params: IdParamsSchema,
  query: DeletePlacementQuerySchema,
  response: MessageResponseSchema,
});

export const setSeal = defineEndpoint({
  id: 'setSeal',
  method: 'POST',
  prefix: 'admin',
  path: 'e-seal/set/:id',
  tag,
  summary: 'Place a company seal box on a draft ({id}: its reference number); sets its seal flag',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: SealBoxSchema,
  bodyLimit: 4 * 1024,
  response: SealResponseSchema,
  successStatus: 201,
});

export const updateSeal = defineEndpoint({
  id: 'updateSeal',
  method: 'PUT',
  prefix: 'admin',
  path: 'e-seal/update/:id',
  tag,
  summary: 'Move or resize a seal box ({id}: the box)',
  access: uploadAccess,
  params: IdParamsSchema,
  body: SealUpdateRequestSchema,
  bodyLimit: 4 * 1024,
  response: SealResponseSchema,
});

export const discardSeal = defineEndpoint({
  id: 'discardSeal',
  method: 'DELETE',
  prefix: 'admin',
  path: 'e-seal/discard/:id',
  tag,
  summary: 'Remove a seal box ({id}: the box); the last one clears the seal flag',
  access: uploadAccess,
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

export const getEmateraiTemporer = defineEndpoint({
  id: 'getEmateraiTemporer',
  method: 'GET',
  prefix: 'admin',
  path: 'e-meterai/temporer',
  tag,
  summary: 'The e-meterai stamps the user may still allocate, and those allocated to drafts',
  access: uploadAccess,
  response: EmateraiTemporerResponseSchema,
});

export const addEmateraiTemporer = defineEndpoint({
  id: 'addEmateraiTemporer',
  method: 'PUT',
  prefix: 'admin',
  path: 'e-meterai/temporer/add/:id',
  tag,
  summary:
    'Reserve one stamp for a draft and place its box (409 with the numbers when the balance is short)',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: EmateraiAddRequestSchema,
  bodyLimit: 4 * 1024,
  response: EmateraiAllocationResponseSchema,
});

export const subEmateraiTemporer = defineEndpoint({
  id: 'subEmateraiTemporer',
  method: 'PUT',
  prefix: 'admin',
  path: 'e-meterai/temporer/sub/:id',
  tag,
  summary: 'Remove one stamp box of a draft and release its stamp',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  body: EmateraiSubRequestSchema,
  bodyLimit: 1024,
  response: EmateraiAllocationResponseSchema,
});

export const resetEmateraiTemporer = defineEndpoint({
  id: 'resetEmateraiTemporer',
  method: 'PUT',
  prefix: 'admin',
  path: 'e-meterai/temporer/reset/:id',
  tag,
  summary: 'Remove every stamp box of a draft and release their stamps',
  access: uploadAccess,
  params: ReferenceParamsSchema,
  response: EmateraiAllocationResponseSchema,
});

export const recipientDropdown = defineEndpoint({
  id: 'recipientDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/user',
  tag,
  summary: 'Active users who can be recipients, searched by name, PrivyID or e-mail',
  access: 'session',
  query: RecipientDropdownQuerySchema,
  response: dataEnvelope(z.object({ data: z.array(RecipientOptionSchema) })),
});

export const meteraiCategoryDropdown = defineEndpoint({
  id: 'meteraiCategoryDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/category-meterai',
  tag,
  summary: 'Meterai categories for e-meterai boxes, by name',
  access: 'session',
  response: dataEnvelope(z.array(MeteraiCategorySchema)),
});

export const documentUploadEndpoints = [
  uploadDocuments,
  checkDocumentUpload,
  getDocumentUpload,
  renameUploadedDocument,
  updateUploadedDocuments,
  deleteUploadedDocument,
  markUploadedDocumentViewed,
  sendUploadedDocument,
  downloadUploadedDocumentPdf,
  placeSigner,
  deleteSignerPlacement,
  setSeal,
  updateSeal,
  discardSeal,
  getEmateraiTemporer,
  addEmateraiTemporer,
  subEmateraiTemporer,
  resetEmateraiTemporer,
  recipientDropdown,
  meteraiCategoryDropdown,
] as const;
