import type { CostCenterFilter } from '@esign/contract';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like-pattern';
import type { XlsxColumn } from '../../files';
import { officeText } from '../offices/office-text';
import { costCenters } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';

/** The office `{ id, code, name }` of each level of a cost center (spec §3). */
export const costCenterOfficeColumns = {
  office_area: { id: officeAreas.id, code: officeAreas.code, name: officeAreas.name },
  office_branch: { id: officeBranches.id, code: officeBranches.code, name: officeBranches.name },
  office_department: {
    id: officeDepartments.id,
    code: officeDepartments.code,
    name: officeDepartments.name,
  },
};

/**
 * Joins the offices of `cost_centers` (already in the query) that `costCenterOfficeColumns` and
 * `costCenterConditions` read; inner joins, so the selected fields keep their types.
 */
export function joinOffices<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(officeAreas, eq(officeAreas.id, costCenters.officeAreaId))
    .innerJoin(officeBranches, eq(officeBranches.id, costCenters.officeBranchId))
    .innerJoin(
      officeDepartments,
      eq(officeDepartments.id, costCenters.officeDepartmentId),
    ) as unknown as T;
}

/** The office filters of spec §5 (the department list is already dropped when empty) and a search of office codes and names. */
export function costCenterConditions(filter: CostCenterFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.office_area_id) conditions.push(eq(costCenters.officeAreaId, filter.office_area_id));
  if (filter.office_branch_id)
    conditions.push(eq(costCenters.officeBranchId, filter.office_branch_id));
  if (filter.office_department_id)
    conditions.push(inArray(costCenters.officeDepartmentId, filter.office_department_id));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(officeAreas.name, pattern),
        ilike(officeAreas.code, pattern),
        ilike(officeBranches.name, pattern),
        ilike(officeBranches.code, pattern),
        ilike(officeDepartments.name, pattern),
        ilike(officeDepartments.code, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The three office columns of a cost center in a spreadsheet export. */
export const costCenterOfficeXlsxColumns: XlsxColumn[] = [
  { header: 'Office Area', width: 24 },
  { header: 'Office Branch', width: 28 },
  { header: 'Office Department', width: 30 },
];

type OfficeLabel = { code: string; name: string };

/** The cells of `costCenterOfficeXlsxColumns`: "code - name" of each level. */
export function costCenterOfficeCells(row: {
  office_area: OfficeLabel;
  office_branch: OfficeLabel;
  office_department: OfficeLabel;
}): string[] {
  return [row.office_area, row.office_branch, row.office_department].map((office) =>
    officeText(office.code, office.name),
  );
}
