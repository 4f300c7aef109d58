import {
  endpointUrl,
  officeAreaDropdown,
  officeBranchDropdown,
  officeDepartmentDropdown,
  type OfficeOption,
} from '@esign/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from '@jest/globals';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { useTestApp } from '../../testing/use-test-app';

const { t, as } = useTestApp();

async function options(url: string): Promise<OfficeOption[]> {
  const response = await as('signer').get(url);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OfficeOption[] }).data;
}

describe('office dropdowns', () => {
  it('lists the areas by name, then the branches of one area and its departments led by "All"', async () => {
    const areas = await options(endpointUrl(officeAreaDropdown));
    expect(areas.map((area) => area.code)).toEqual(
      expect.arrayContaining(['JKT', 'SBY', 'default']),
    );
    const names = areas.map((area) => area.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const jakarta = areas.find((area) => area.code === 'JKT');
    const branches = await options(
      `${endpointUrl(officeBranchDropdown)}?office_area_id=${jakarta?.id}`,
    );
    expect(branches.map((branch) => branch.code)).toEqual(
      expect.arrayContaining(['JKT-PST', 'JKT-SEL']),
    );

    const selatan = branches.find((branch) => branch.code === 'JKT-SEL');
    const departments = await options(
      `${endpointUrl(officeDepartmentDropdown)}?office_branch_id=${selatan?.id}`,
    );
    expect(departments[0]).toEqual({ id: 0, code: 'all', name: 'All' });
    expect(departments.map((department) => department.code)).toContain('LGL');
  });

  it('leaves out inactive departments and the "All" entry with only_active=1', async () => {
    const [department] = await t()
      .database.db.select({ id: officeDepartments.id, branchId: officeDepartments.officeBranchId })
      .from(officeDepartments)
      .where(eq(officeDepartments.code, 'OPS'));
    if (!department) throw new Error('No OPS department');
    await t()
      .database.db.update(officeDepartments)
      .set({ isActive: false })
      .where(eq(officeDepartments.id, department.id));
    const url = `${endpointUrl(officeDepartmentDropdown)}?office_branch_id=${department.branchId}`;
    expect((await options(url)).map((option) => option.id)).toContain(department.id);
    const active = await options(`${url}&only_active=1`);
    expect(active.map((option) => option.id)).not.toContain(department.id);
    expect(active.map((option) => option.id)).not.toContain(0);
  });

  it('answers 400 when neither an area nor a branch is given, and hides inactive branches', async () => {
    expect((await as('signer').get(endpointUrl(officeDepartmentDropdown))).statusCode).toBe(400);
    const [branch] = await t()
      .database.db.select()
      .from(officeBranches)
      .where(eq(officeBranches.code, 'BDG-KTA'));
    const [area] = await t()
      .database.db.select()
      .from(officeAreas)
      .where(eq(officeAreas.code, 'BDG'));
    await t()
      .database.db.update(officeBranches)
      .set({ isActive: false })
      .where(eq(officeBranches.id, branch?.id ?? 0));
    const branches = await options(
      `${endpointUrl(officeBranchDropdown)}?office_area_id=${area?.id}`,
    );
    expect(branches.map((option) => option.code)).not.toContain('BDG-KTA');
  });
});
