import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';

export interface OfficeRefRow {
  id: number;
  code: string;
  name: string;
}

/** A department with its branch and area: the offices of one possible cost center. */
export interface OfficeCombination {
  area: OfficeRefRow;
  branch: OfficeRefRow;
  department: OfficeRefRow;
}

const ref = (table: typeof officeAreas | typeof officeBranches | typeof officeDepartments) => ({
  id: table.id,
  code: table.code,
  name: table.name,
});

/**
 * The departments a top-up may name, with their branch and area, by area, branch and department
 * code: all three active and none the placeholder "default" office (spec §3), which stands for
 * "all" rather than a cost center. `areaCodes` narrows the read to the areas a sheet names.
 */
export async function loadActiveOfficeCombinations(
  executor: Executor,
  areaCodes?: readonly string[],
): Promise<OfficeCombination[]> {
  if (areaCodes?.length === 0) return [];
  return executor
    .select({
      area: ref(officeAreas),
      branch: ref(officeBranches),
      department: ref(officeDepartments),
    })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeDepartments.officeAreaId))
    .where(
      and(
        eq(officeDepartments.officeAreaId, officeBranches.officeAreaId),
        eq(officeAreas.isActive, true),
        eq(officeBranches.isActive, true),
        eq(officeDepartments.isActive, true),
        eq(officeAreas.isDefault, false),
        eq(officeBranches.isDefault, false),
        eq(officeDepartments.isDefault, false),
        areaCodes ? inArray(officeAreas.code, [...areaCodes]) : undefined,
      ),
    )
    .orderBy(asc(officeAreas.code), asc(officeBranches.code), asc(officeDepartments.code));
}
