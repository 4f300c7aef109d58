import { z } from './zod';
import { defineEndpoint } from './endpoint';
import {
  dataEnvelope,
  MessageResponseSchema,
  PaginationMetaSchema,
  PaginationQuerySchema,
} from './envelope';
import { IdParamSchema, IdParamsSchema, IdSchema, safeText, SearchQuerySchema } from './primitives';

// Setting › Office (spec §3 "Office", §7 "Offices"): the three levels area, branch and department.
// Every call needs `setting.office`; the pickers elsewhere use the dropdowns (office-dropdowns.ts).

export const officeTypes = ['area', 'branch', 'department'] as const;
export const OfficeTypeSchema = z.enum(officeTypes);
export type OfficeType = z.infer<typeof OfficeTypeSchema>;

/** The code of each level's placeholder office (spec §3, §9). */
export const PLACEHOLDER_OFFICE_CODE = 'default';

/** Whether a code is the placeholder's, in any letter case. */
export function isPlaceholderCode(code: string): boolean {
  return code.trim().toLowerCase() === PLACEHOLDER_OFFICE_CODE;
}

/** An office another one belongs to. */
export const OfficeRefSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  name: z.string(),
});
export type OfficeRef = z.infer<typeof OfficeRefSchema>;

/**
 * One office of any level (spec §3). `office_area` is null for an area, `office_branch` null for
 * an area and a branch. `is_default` is the placeholder flag; `is_active` is false for an office
 * taken out of the pickers (only departments can be switched off here, issue "Offices").
 */
export const OfficeSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  name: z.string(),
  privy_id: z.nullable(z.string()),
  office_area: z.nullable(OfficeRefSchema),
  office_branch: z.nullable(OfficeRefSchema),
  is_default: z.boolean(),
  is_active: z.boolean(),
});
export type Office = z.infer<typeof OfficeSchema>;

const OfficeCodeSchema = safeText({
  min: 1,
  max: 50,
  trim: true,
  minMessage: 'Code is required',
}).check(
  z.refine((code) => !isPlaceholderCode(code), {
    // The placeholders come with the data; a real office cannot take their code.
    message: `The code "${PLACEHOLDER_OFFICE_CODE}" is reserved for placeholder offices`,
  }),
);
const OfficeNameSchema = safeText({ min: 1, max: 200, trim: true, minMessage: 'Name is required' });
/** Spec §3 lists privy_id without rules; we keep it optional, up to 50 characters. */
const OfficePrivyIdSchema = z.pipe(
  z.optional(z.nullable(safeText({ max: 50, trim: true }))),
  z.transform((value) => (value ? value : null)),
);

export const OfficeAreaInputSchema = z.strictObject({
  code: OfficeCodeSchema,
  name: OfficeNameSchema,
  privy_id: OfficePrivyIdSchema,
});
export type OfficeAreaInput = z.infer<typeof OfficeAreaInputSchema>;

export const OfficeBranchInputSchema = z.strictObject({
  office_area_id: IdSchema,
  code: OfficeCodeSchema,
  name: OfficeNameSchema,
  privy_id: OfficePrivyIdSchema,
});
export type OfficeBranchInput = z.infer<typeof OfficeBranchInputSchema>;

export const OfficeDepartmentInputSchema = z.strictObject({
  office_area_id: IdSchema,
  office_branch_id: IdSchema,
  code: OfficeCodeSchema,
  name: OfficeNameSchema,
  privy_id: OfficePrivyIdSchema,
  is_active: z._default(z.boolean(), true),
});
export type OfficeDepartmentInput = z.infer<typeof OfficeDepartmentInputSchema>;

/** The fields every level's form has; a branch adds the area, a department the branch and is_active. */
export type OfficeInput = OfficeAreaInput | OfficeBranchInput | OfficeDepartmentInput;

const writeRequest = <S extends z.ZodMiniType>(input: S) => z.strictObject({ data: input });

export const OfficeListQuerySchema = z.extend(PaginationQuerySchema, {
  /** Matches the code or the name, anywhere, in any case. */
  search: z.optional(SearchQuerySchema),
});
export type OfficeListQuery = z.infer<typeof OfficeListQuerySchema>;

export const OfficeBranchListQuerySchema = z.extend(OfficeListQuerySchema, {
  office_area_id: z.optional(IdParamSchema),
});
export type OfficeBranchListQuery = z.infer<typeof OfficeBranchListQuerySchema>;

export const OfficeDepartmentListQuerySchema = z.extend(OfficeBranchListQuerySchema, {
  office_branch_id: z.optional(IdParamSchema),
});
export type OfficeDepartmentListQuery = z.infer<typeof OfficeDepartmentListQuerySchema>;

/** What each level's list and detail are read from (spec §7: data.data.office_areas, …). */
export const officeCollectionKeys = {
  area: 'office_areas',
  branch: 'office_branches',
  department: 'office_departments',
} as const satisfies Record<OfficeType, string>;
/** Spec §7 does not show the detail's path; we mirror the list's in the singular. */
export const officeItemKeys = {
  area: 'office_area',
  branch: 'office_branch',
  department: 'office_department',
} as const satisfies Record<OfficeType, string>;

const listResponse = <K extends string>(key: K) =>
  z.object({
    data: z.object({
      data: z.object({ [key]: z.array(OfficeSchema) } as Record<
        K,
        z.ZodMiniArray<typeof OfficeSchema>
      >),
    }),
    meta: PaginationMetaSchema,
  });
const itemResponse = <K extends string>(key: K) =>
  dataEnvelope(
    z.object({ data: z.object({ [key]: OfficeSchema } as Record<K, typeof OfficeSchema>) }),
  );

export const OfficeAreaListResponseSchema = listResponse(officeCollectionKeys.area);
export const OfficeBranchListResponseSchema = listResponse(officeCollectionKeys.branch);
export const OfficeDepartmentListResponseSchema = listResponse(officeCollectionKeys.department);
export const OfficeAreaResponseSchema = itemResponse(officeItemKeys.area);
export const OfficeBranchResponseSchema = itemResponse(officeItemKeys.branch);
export const OfficeDepartmentResponseSchema = itemResponse(officeItemKeys.department);

const access = { permission: 'setting.office' } as const;
const tag = 'offices';
const bodyLimit = 4 * 1024;

export const listOfficeAreas = defineEndpoint({
  id: 'listOfficeAreas',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-area',
  tag,
  summary: 'Office areas, paginated, searchable by code or name',
  access,
  query: OfficeListQuerySchema,
  response: OfficeAreaListResponseSchema,
});

export const getOfficeArea = defineEndpoint({
  id: 'getOfficeArea',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-area/:id',
  tag,
  summary: 'One office area',
  access,
  params: IdParamsSchema,
  response: OfficeAreaResponseSchema,
});

export const createOfficeArea = defineEndpoint({
  id: 'createOfficeArea',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/office-area',
  tag,
  summary:
    'Create an office area with its placeholder branch and department (codes unique in any case)',
  access,
  body: writeRequest(OfficeAreaInputSchema),
  bodyLimit,
  response: OfficeAreaResponseSchema,
  successStatus: 201,
});

export const updateOfficeArea = defineEndpoint({
  id: 'updateOfficeArea',
  method: 'PUT',
  prefix: 'admin',
  path: 'master-data/office-area/:id',
  tag,
  summary: 'Change an office area (never a placeholder)',
  access,
  params: IdParamsSchema,
  body: writeRequest(OfficeAreaInputSchema),
  bodyLimit,
  response: OfficeAreaResponseSchema,
});

/** Spec §7 shows no delete; the issue asks for one that refuses placeholders and offices in use. */
export const deleteOfficeArea = defineEndpoint({
  id: 'deleteOfficeArea',
  method: 'DELETE',
  prefix: 'admin',
  path: 'master-data/office-area/:id',
  tag,
  summary: 'Delete an office area nothing refers to (never a placeholder)',
  access,
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

export const listOfficeBranches = defineEndpoint({
  id: 'listOfficeBranches',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-branch',
  tag,
  summary: 'Office branches, paginated, searchable by code or name, optionally of one area',
  access,
  query: OfficeBranchListQuerySchema,
  response: OfficeBranchListResponseSchema,
});

export const getOfficeBranch = defineEndpoint({
  id: 'getOfficeBranch',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-branch/:id',
  tag,
  summary: 'One office branch',
  access,
  params: IdParamsSchema,
  response: OfficeBranchResponseSchema,
});

export const createOfficeBranch = defineEndpoint({
  id: 'createOfficeBranch',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/office-branch',
  tag,
  summary: 'Create a branch of an area with its placeholder department',
  access,
  body: writeRequest(OfficeBranchInputSchema),
  bodyLimit,
  response: OfficeBranchResponseSchema,
  successStatus: 201,
});

export const updateOfficeBranch = defineEndpoint({
  id: 'updateOfficeBranch',
  method: 'PUT',
  prefix: 'admin',
  path: 'master-data/office-branch/:id',
  tag,
  summary: 'Change a branch (never a placeholder; its area stays)',
  access,
  params: IdParamsSchema,
  body: writeRequest(OfficeBranchInputSchema),
  bodyLimit,
  response: OfficeBranchResponseSchema,
});

export const deleteOfficeBranch = defineEndpoint({
  id: 'deleteOfficeBranch',
  method: 'DELETE',
  prefix: 'admin',
  path: 'master-data/office-branch/:id',
  tag,
  summary: 'Delete a branch nothing refers to (never a placeholder)',
  access,
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

export const listOfficeDepartments = defineEndpoint({
  id: 'listOfficeDepartments',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-department',
  tag,
  summary: 'Office departments, paginated, searchable, optionally of one area or branch',
  access,
  query: OfficeDepartmentListQuerySchema,
  response: OfficeDepartmentListResponseSchema,
});

export const getOfficeDepartment = defineEndpoint({
  id: 'getOfficeDepartment',
  method: 'GET',
  prefix: 'admin',
  path: 'master-data/office-department/:id',
  tag,
  summary: 'One office department',
  access,
  params: IdParamsSchema,
  response: OfficeDepartmentResponseSchema,
});

export const createOfficeDepartment = defineEndpoint({
  id: 'createOfficeDepartment',
  method: 'POST',
  prefix: 'admin',
  path: 'master-data/office-department',
  tag,
  summary: 'Create a department of a branch',
  access,
  body: writeRequest(OfficeDepartmentInputSchema),
  bodyLimit,
  response: OfficeDepartmentResponseSchema,
  successStatus: 201,
});

export const updateOfficeDepartment = defineEndpoint({
  id: 'updateOfficeDepartment',
  method: 'PUT',
  prefix: 'admin',
  path: 'master-data/office-department/:id',
  tag,
  summary: 'Change a department or make it (in)active (never a placeholder; its branch stays)',
  access,
  params: IdParamsSchema,
  body: writeRequest(OfficeDepartmentInputSchema),
  bodyLimit,
  response: OfficeDepartmentResponseSchema,
});

export const deleteOfficeDepartment = defineEndpoint({
  id: 'deleteOfficeDepartment',
  method: 'DELETE',
  prefix: 'admin',
  path: 'master-data/office-department/:id',
  tag,
  summary: 'Delete a department no document, user or cost center refers to (never a placeholder)',
  access,
  params: IdParamsSchema,
  response: MessageResponseSchema,
});

/** Each level's calls, for code that handles the three alike (the office page, the server). */
export const officeEndpointsByType = {
  area: {
    list: listOfficeAreas,
    get: getOfficeArea,
    create: createOfficeArea,
    update: updateOfficeArea,
    remove: deleteOfficeArea,
  },
  branch: {
    list: listOfficeBranches,
    get: getOfficeBranch,
    create: createOfficeBranch,
    update: updateOfficeBranch,
    remove: deleteOfficeBranch,
  },
  department: {
    list: listOfficeDepartments,
    get: getOfficeDepartment,
    create: createOfficeDepartment,
    update: updateOfficeDepartment,
    remove: deleteOfficeDepartment,
  },
} as const;

export const officeEndpoints = [
  listOfficeAreas,
  getOfficeArea,
  createOfficeArea,
  updateOfficeArea,
  deleteOfficeArea,
  listOfficeBranches,
  getOfficeBranch,
  createOfficeBranch,
  updateOfficeBranch,
  deleteOfficeBranch,
  listOfficeDepartments,
  getOfficeDepartment,
  createOfficeDepartment,
  updateOfficeDepartment,
  deleteOfficeDepartment,
] as const;
