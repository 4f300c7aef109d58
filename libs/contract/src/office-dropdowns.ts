import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { IdParamSchema } from './primitives';

// Office dropdowns of spec §7 "Dropdowns (tools, under dropdown/)": pickers for filters and forms.

/** One office in a picker. `code` 'default' marks a placeholder office (spec §3). */
export const OfficeOptionSchema = z.object({
  id: z.number().check(z.int(), z.nonnegative()),
  code: z.string(),
  name: z.string(),
});
export type OfficeOption = z.infer<typeof OfficeOptionSchema>;

/**
 * The "All" entry the department dropdown leads with unless `only_active=1` (spec §7). Its id is
 * 0, which no office has: a picker that offers it means "no department filter".
 */
export const ALL_DEPARTMENTS_OPTION: OfficeOption = { id: 0, code: 'all', name: 'All' };

export const OfficeBranchDropdownQuerySchema = z.object({ office_area_id: IdParamSchema });

export const OfficeDepartmentDropdownQuerySchema = z
  .object({
    office_area_id: z.optional(IdParamSchema),
    office_branch_id: z.optional(IdParamSchema),
    only_active: z.optional(z.enum(['0', '1'])),
  })
  .check(
    z.refine(
      (query) => query.office_area_id !== undefined || query.office_branch_id !== undefined,
      {
        message: 'Give office_area_id or office_branch_id',
        path: ['office_area_id'],
      },
    ),
  );

const OfficeOptionsResponseSchema = dataEnvelope(z.array(OfficeOptionSchema));

export const officeAreaDropdown = defineEndpoint({
  id: 'officeAreaDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/master-data/office-area',
  tag: 'offices',
  summary: 'Active office areas for pickers, by name',
  access: 'session',
  response: OfficeOptionsResponseSchema,
});

export const officeBranchDropdown = defineEndpoint({
  id: 'officeBranchDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/master-data/office-branch',
  tag: 'offices',
  summary: 'Active branches of one area, by name',
  access: 'session',
  query: OfficeBranchDropdownQuerySchema,
  response: OfficeOptionsResponseSchema,
});

export const officeDepartmentDropdown = defineEndpoint({
  id: 'officeDepartmentDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/master-data/office-department',
  tag: 'offices',
  summary: 'Departments of an area or branch, led by an "All" entry unless only_active=1',
  access: 'session',
  query: OfficeDepartmentDropdownQuerySchema,
  response: OfficeOptionsResponseSchema,
});

export const officeDropdownEndpoints = [
  officeAreaDropdown,
  officeBranchDropdown,
  officeDepartmentDropdown,
] as const;
