import { z } from './zod';
import { defineEndpoint, type UploadField } from './endpoint';
import { dataEnvelope, PaginationMetaSchema, PaginationQuerySchema } from './envelope';
import { IdParamSchema, IdParamsSchema, safeText, SearchQuerySchema } from './primitives';
import { ALPHANUMERIC_PATTERN, ID_CARD_PATTERN, JobPositionOptionSchema } from './users';

// Vendor accounts, Setting › Account (spec §2, §3 "Vendor", §5, §7 "Vendors", §8).

/**
 * A vendor's status. The spec names the field, not its values; we use the display set of §3:
 * - `waiting` (shown "Waiting Verification"): a new account, until its NPWP is verified;
 * - `active`: verified, offered in the vendor dropdown;
 * - `inactive`: closed; kept for history, no longer offered.
 * Every account starts `waiting`; verification happens outside this app.
 */
export const vendorStatuses = ['waiting', 'active', 'inactive'] as const;
export const VendorStatusSchema = z.enum(vendorStatuses);
export type VendorStatus = z.infer<typeof VendorStatusSchema>;

/** The label a status is shown with. */
export const vendorStatusLabels: Record<VendorStatus, string> = {
  waiting: 'Waiting Verification',
  active: 'Active',
  inactive: 'Inactive',
};

export const PRIVY_ID_MAX = 50;

/**
 * A PrivyID as typed: letters and digits only (no spaces), lowercased before it is checked or
 * stored (spec §5), so "DEMO01" and "demo01" are the same account. The length bound is that of
 * the users' privy_id column; the spec gives none.
 */
export const VendorPrivyIdSchema = z.pipe(
  z
    .string({ error: 'PrivyID is required' })
    .check(
      z.minLength(1, 'PrivyID is required'),
      z.maxLength(PRIVY_ID_MAX, `At most ${PRIVY_ID_MAX} characters`),
      z.regex(ID_CARD_PATTERN, 'PrivyID has letters and digits only, without spaces'),
    ),
  z.transform((value) => value.toLowerCase()),
);

/**
 * An NPWP (Indonesian tax number) in its digit form: 15 digits (the classic number) or 16 (the
 * NIK-based one since 2024). Separators are not accepted: the form's numeric field strips them.
 */
export const NpwpSchema = z
  .string({ error: 'NPWP is required' })
  .check(z.regex(/^(\d{15}|\d{16})$/, 'NPWP has 15 or 16 digits'));

/** "99.999.999.9-999.999" for a 15-digit NPWP; a 16-digit one is shown as is. */
export function formatNpwp(npwp: string): string {
  const match = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/.exec(npwp);
  return match ? `${match[1]}.${match[2]}.${match[3]}.${match[4]}-${match[5]}.${match[6]}` : npwp;
}

/**
 * The NPWP card image: required, PNG or JPEG by its bytes, at most 2 MiB (a phone photo of a
 * card), and at most NPWP_IMAGE_MAX_SIDE pixels a side and NPWP_IMAGE_MAX_PIXELS in all, read from
 * the header before anything decodes it. The spec gives no bounds; these hold any real scan.
 */
export const NPWP_IMAGE = {
  required: true,
  maxBytes: 2 * 1024 * 1024,
  kinds: ['png', 'jpeg'],
} as const satisfies UploadField;
export const NPWP_IMAGE_MAX_SIDE = 6000;
export const NPWP_IMAGE_MAX_PIXELS = 24_000_000;

export const VENDOR_NAME_MAX = 200;

/** Vendor name: the alphanumeric field of spec §5 (letters, digits, spaces), trimmed. */
export const VendorNameSchema = safeText({
  min: 1,
  max: VENDOR_NAME_MAX,
  trim: true,
  minMessage: 'Vendor name is required',
}).check(z.regex(ALPHANUMERIC_PATTERN, 'Vendor name has letters, digits and spaces only'));

/** One industry (dropdown/industry, and a vendor's industry). */
export const IndustryOptionSchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type IndustryOption = z.infer<typeof IndustryOptionSchema>;

export const VendorSchema = z.object({
  id: z.number().check(z.int()),
  privy_id: z.string(),
  vendor_name: z.string(),
  npwp: z.string(),
  industry: IndustryOptionSchema,
  position: JobPositionOptionSchema,
  status: VendorStatusSchema,
  /** The NPWP image on file (download: downloadVendorNpwpImage). */
  npwp_image: z.object({
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().check(z.int(), z.nonnegative()),
    width: z.number().check(z.int(), z.positive()),
    height: z.number().check(z.int(), z.positive()),
  }),
  created_at: z.iso.datetime({ offset: true }),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const VendorListQuerySchema = z.extend(PaginationQuerySchema, {
  /** Searches PrivyID, vendor name and NPWP. */
  search: z.optional(SearchQuerySchema),
  status: z.optional(VendorStatusSchema),
});
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;

/** Spec §7: "-> data.data[], pagination". */
export const VendorListResponseSchema = z.object({
  data: z.object({ data: z.array(VendorSchema) }),
  meta: PaginationMetaSchema,
});
export type VendorListResponse = z.infer<typeof VendorListResponseSchema>;

export const PrivyIdCheckQuerySchema = z.object({ privy_id: VendorPrivyIdSchema });
export type PrivyIdCheckQuery = z.input<typeof PrivyIdCheckQuerySchema>;

/** Spec §7 "-> is_exist"; `privy_id` is the lowercased id that was checked. */
export const PrivyIdCheckResponseSchema = dataEnvelope(
  z.object({ privy_id: z.string(), is_exist: z.boolean(), message: z.string() }),
);
export type PrivyIdCheckResponse = z.infer<typeof PrivyIdCheckResponseSchema>;

/** The message of an existing PrivyID (spec §5), from the server's check and its 409. */
export function privyIdExistsMessage(privyId: string): string {
  return `PrivyID ${privyId} already exists in the account`;
}

/** The text fields of a new vendor (multipart; the file is `npwp_image`). */
export const VendorCreateRequestSchema = z.strictObject({
  privy_id: VendorPrivyIdSchema,
  position_id: IdParamSchema,
  vendor_name: VendorNameSchema,
  industry_id: IdParamSchema,
  npwp: NpwpSchema,
});
export type VendorCreateRequest = z.input<typeof VendorCreateRequestSchema>;
export type VendorCreateInput = z.output<typeof VendorCreateRequestSchema>;

export const VendorResponseSchema = dataEnvelope(z.object({ vendor: VendorSchema }));
export type VendorResponse = z.infer<typeof VendorResponseSchema>;

/** One vendor in a picker. */
export const VendorOptionSchema = z.object({
  id: z.number().check(z.int()),
  privy_id: z.string(),
  vendor_name: z.string(),
});
export type VendorOption = z.infer<typeof VendorOptionSchema>;

const vendorAccess = { permission: 'setting.vendor' } as const;

export const listVendors = defineEndpoint({
  id: 'listVendors',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/vendor',
  tag: 'vendors',
  summary: 'Vendor accounts, newest first, searchable and filterable by status',
  access: vendorAccess,
  query: VendorListQuerySchema,
  response: VendorListResponseSchema,
});

export const checkVendorPrivyId = defineEndpoint({
  id: 'checkVendorPrivyId',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/vendor/privy/check',
  tag: 'vendors',
  summary: 'Whether a vendor account with this PrivyID (lowercased) already exists',
  access: vendorAccess,
  query: PrivyIdCheckQuerySchema,
  response: PrivyIdCheckResponseSchema,
});

export const createVendor = defineEndpoint({
  id: 'createVendor',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/vendor',
  tag: 'vendors',
  summary: 'Add a vendor account with its NPWP image; it waits for verification',
  access: vendorAccess,
  body: VendorCreateRequestSchema,
  multipart: { files: { npwp_image: NPWP_IMAGE } },
  response: VendorResponseSchema,
  successStatus: 201,
});

export const downloadVendorNpwpImage = defineEndpoint({
  id: 'downloadVendorNpwpImage',
  method: 'GET',
  prefix: 'downloader',
  path: 'master-data/vendor/:id/npwp-image',
  tag: 'downloads',
  summary: 'The NPWP image of a vendor account as uploaded (PNG or JPEG)',
  access: vendorAccess,
  params: IdParamsSchema,
  response: null,
});

/** Active vendors for pickers, by name (any signed-in user). */
export const vendorDropdown = defineEndpoint({
  id: 'vendorDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/vendor',
  tag: 'vendors',
  summary: 'Active vendor accounts for pickers, by name',
  access: 'session',
  response: dataEnvelope(z.array(VendorOptionSchema)),
});

export const industryDropdown = defineEndpoint({
  id: 'industryDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/industry',
  tag: 'vendors',
  summary: 'Industries for pickers, by name',
  access: 'session',
  response: dataEnvelope(z.array(IndustryOptionSchema)),
});

export const vendorEndpoints = [
  listVendors,
  checkVendorPrivyId,
  createVendor,
  downloadVendorNpwpImage,
  vendorDropdown,
  industryDropdown,
] as const;
