import { randomUUID } from 'node:crypto';
import {
  createOfficeArea,
  createOfficeBranch,
  createOfficeDepartment,
  deleteOfficeArea,
  deleteOfficeBranch,
  deleteOfficeDepartment,
  endpointUrl,
  ErrorBodySchema,
  getOfficeArea,
  getOfficeBranch,
  getOfficeDepartment,
  listOfficeAreas,
  listOfficeBranches,
  listOfficeDepartments,
  officeDepartmentDropdown,
  officeEndpoints,
  updateOfficeArea,
  updateOfficeBranch,
  updateOfficeDepartment,
  type Office,
  type OfficeOption,
  type Pagination,
} from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { activityLogs } from '../../db/schema/logs';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';

let t: TestApp;
let signer: Record<string, string>;
const as = userRequests(() => t);
const admin = () => as('superadmin');

beforeAll(async () => {
  t = await createTestApp();
  signer = bearer((await signIn(t, 'signer')).token);
});
afterAll(async () => {
  await t?.close();
});

// Codes carry a marker no seed uses, so tests never collide with the demo offices or each other.
let sequence = 0;
function tag(): string {
  sequence += 1;
  return `Z${randomUUID().slice(0, 6)}${sequence}`.toUpperCase();
}

type ItemBody<K extends string> = { data: { data: Record<K, Office> } };
type ListBody<K extends string> = {
  data: { data: Record<K, Office[]> };
  meta: { pagination: Pagination };
};

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

async function createArea(code: string, name = `Area ${code}`): Promise<Office> {
  const response = await admin().post(endpointUrl(createOfficeArea), { data: { code, name } });
  expect(response.statusCode).toBe(201);
  return (response.json() as ItemBody<'office_area'>).data.data.office_area;
}

async function createBranch(areaId: number, code: string): Promise<Office> {
  const response = await admin().post(endpointUrl(createOfficeBranch), {
    data: { office_area_id: areaId, code, name: `Branch ${code}` },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as ItemBody<'office_branch'>).data.data.office_branch;
}

function postDepartment(areaId: number, branchId: number, code: string) {
  return admin().post(endpointUrl(createOfficeDepartment), {
    data: { office_area_id: areaId, office_branch_id: branchId, code, name: `Department ${code}` },
  });
}

async function createDepartment(areaId: number, branchId: number, code: string): Promise<Office> {
  const response = await postDepartment(areaId, branchId, code);
  expect(response.statusCode).toBe(201);
  return (response.json() as ItemBody<'office_department'>).data.data.office_department;
}

async function demoDepartment(areaCode: string, branchCode: string, code: string) {
  const [row] = await t.database.db
    .select({ id: officeDepartments.id, areaId: officeAreas.id, branchId: officeBranches.id })
    .from(officeDepartments)
    .innerJoin(officeBranches, eq(officeBranches.id, officeDepartments.officeBranchId))
    .innerJoin(officeAreas, eq(officeAreas.id, officeDepartments.officeAreaId))
    .where(
      and(
        eq(officeAreas.code, areaCode),
        eq(officeBranches.code, branchCode),
        eq(officeDepartments.code, code),
      ),
    );
  if (!row) throw new Error(`No demo department ${areaCode}/${branchCode}/${code}`);
  return row;
}

async function placeholderArea(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: officeAreas.id })
    .from(officeAreas)
    .where(eq(officeAreas.code, 'default'));
  if (!row) throw new Error('No placeholder area');
  return row.id;
}

describe('office lists', () => {
  it('pages through the areas under data.data.office_areas with the total in meta.pagination', async () => {
    const first = await admin().get(`${endpointUrl(listOfficeAreas)}?per_page=5`);
    expect(first.statusCode).toBe(200);
    const body = first.json() as ListBody<'office_areas'>;
    expect(body.data.data.office_areas).toHaveLength(5);
    expect(body.meta.pagination.total).toBeGreaterThan(10);
    const second = (
      (
        await admin().get(`${endpointUrl(listOfficeAreas)}?per_page=5&page=2`)
      ).json() as ListBody<'office_areas'>
    ).data.data.office_areas;
    const firstIds = body.data.data.office_areas.map((office) => office.id);
    expect(second.map((office) => office.id).filter((id) => firstIds.includes(id))).toEqual([]);
  });

  it('searches branches and departments by code or name and shows their area and branch', async () => {
    const branches = (
      (
        await admin().get(`${endpointUrl(listOfficeBranches)}?search=jakarta%20sel`)
      ).json() as ListBody<'office_branches'>
    ).data.data.office_branches;
    expect(branches).toEqual([
      expect.objectContaining({
        code: 'JKT-SEL',
        office_area: expect.objectContaining({ code: 'JKT', name: 'Jakarta' }),
        office_branch: null,
        is_default: false,
      }),
    ]);
    const departments = await admin().get(
      `${endpointUrl(listOfficeDepartments)}?search=prc&office_branch_id=${branches[0]?.id}`,
    );
    expect(
      (departments.json() as ListBody<'office_departments'>).data.data.office_departments,
    ).toEqual([]);
    const all = (
      (
        await admin().get(`${endpointUrl(listOfficeDepartments)}?per_page=100`)
      ).json() as ListBody<'office_departments'>
    ).data;
    expect(all.data.office_departments.length).toBeGreaterThan(10);
    expect(all.data.office_departments.some((office) => !office.is_active)).toBe(true);
  });
});

describe('creating offices', () => {
  it('creates an area, a branch under it and a department under that, with placeholders and activity', async () => {
    const code = tag();
    const area = await createArea(code);
    expect(area).toEqual({
      id: expect.any(Number),
      code,
      name: `Area ${code}`,
      privy_id: null,
      office_area: null,
      office_branch: null,
      is_default: false,
      is_active: true,
    });
    const branch = await createBranch(area.id, `${code}-B`);
    expect(branch.office_area).toEqual({ id: area.id, code, name: `Area ${code}` });
    const department = await createDepartment(area.id, branch.id, 'FIN');
    expect(department.office_branch?.id).toBe(branch.id);

    const detail = await admin().get(endpointUrl(getOfficeDepartment, { id: department.id }));
    expect(detail.json()).toEqual({ data: { data: { office_department: department } } });
    expect((await admin().get(endpointUrl(getOfficeArea, { id: area.id }))).json()).toEqual({
      data: { data: { office_area: area } },
    });

    // The area's placeholder branch and every branch's placeholder department come with them.
    const branches = (
      (
        await admin().get(`${endpointUrl(listOfficeBranches)}?office_area_id=${area.id}`)
      ).json() as ListBody<'office_branches'>
    ).data.data.office_branches;
    expect(branches.map((office) => [office.code, office.is_default])).toEqual([
      ['default', true],
      [`${code}-B`, false],
    ]);
    const activity = await t.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.subjectType, 'office_area'),
          eq(activityLogs.subjectId, String(area.id)),
        ),
      );
    expect(activity).toEqual([{ activity: `Created office area ${code} - Area ${code}` }]);
  });

  it('refuses a code its level already has in any letter case (409), within the same parent only', async () => {
    const code = tag();
    const area = await createArea(code);
    const duplicate = await admin().post(endpointUrl(createOfficeArea), {
      data: { code: code.toLowerCase(), name: 'Again' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate.body).error).toBe(
      `An office area with the code "${code.toLowerCase()}" already exists`,
    );

    const branch = await createBranch(area.id, 'KTA');
    const sameArea = await admin().post(endpointUrl(createOfficeBranch), {
      data: { office_area_id: area.id, code: 'kta', name: 'Kota again' },
    });
    expect(sameArea.statusCode).toBe(409);
    const otherArea = await createArea(tag());
    await createBranch(otherArea.id, 'KTA');

    await createDepartment(area.id, branch.id, 'OPS');
    expect((await postDepartment(area.id, branch.id, 'Ops')).statusCode).toBe(409);
  });

  it('keeps one of two same-coded areas created at the same moment', async () => {
    const code = tag();
    const results = await Promise.all([
      admin().post(endpointUrl(createOfficeArea), { data: { code, name: 'One' } }),
      admin().post(endpointUrl(createOfficeArea), {
        data: { code: code.toLowerCase(), name: 'Two' },
      }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses the placeholder code and a branch that is not in the named area (400)', async () => {
    const reserved = await admin().post(endpointUrl(createOfficeArea), {
      data: { code: 'Default', name: 'Not a placeholder' },
    });
    expect(reserved.statusCode).toBe(400);
    const area = await createArea(tag());
    const other = await createArea(tag());
    const branch = await createBranch(other.id, 'X1');
    const response = await postDepartment(area.id, branch.id, 'FIN');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'office_branch_id', messages: ['The office branch does not exist in this area'] },
    ]);
  });
});

describe('changing offices', () => {
  it('renames an office, refuses a taken code and a move to another area', async () => {
    const area = await createArea(tag());
    const branch = await createBranch(area.id, 'B1');
    await createBranch(area.id, 'B2');
    const url = endpointUrl(updateOfficeBranch, { id: branch.id });
    const renamed = await admin().put(url, {
      data: { office_area_id: area.id, code: 'B1', name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as ItemBody<'office_branch'>).data.data.office_branch.name).toBe(
      'Renamed',
    );
    const taken = await admin().put(url, {
      data: { office_area_id: area.id, code: 'b2', name: 'X' },
    });
    expect(taken.statusCode).toBe(409);
    const other = await createArea(tag());
    const moved = await admin().put(url, {
      data: { office_area_id: other.id, code: 'B1', name: 'X' },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('makes a department inactive, which takes it out of the only_active dropdown', async () => {
    const area = await createArea(tag());
    const branch = await createBranch(area.id, 'B1');
    const department = await createDepartment(area.id, branch.id, 'HR');
    const response = await admin().put(endpointUrl(updateOfficeDepartment, { id: department.id }), {
      data: {
        office_area_id: area.id,
        office_branch_id: branch.id,
        code: 'HR',
        name: department.name,
        is_active: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as ItemBody<'office_department'>).data.data.office_department.is_active,
    ).toBe(false);
    const dropdown = async (onlyActive: string) =>
      (
        (
          await admin().get(
            `${endpointUrl(officeDepartmentDropdown)}?office_branch_id=${branch.id}${onlyActive}`,
          )
        ).json() as { data: OfficeOption[] }
      ).data.map((option) => option.id);
    expect(await dropdown('')).toContain(department.id);
    expect(await dropdown('&only_active=1')).not.toContain(department.id);
  });

  it('refuses to change or delete a default placeholder (409)', async () => {
    const areaId = await placeholderArea();
    const edit = await admin().put(endpointUrl(updateOfficeArea, { id: areaId }), {
      data: { code: 'HQ', name: 'Headquarters' },
    });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit.body).error).toBe('The placeholder office area cannot be changed');
    expect((await admin().delete(endpointUrl(deleteOfficeArea, { id: areaId }))).statusCode).toBe(
      409,
    );
    const area = await createArea(tag());
    const [placeholderBranch] = await t.database.db
      .select({ id: officeBranches.id })
      .from(officeBranches)
      .where(and(eq(officeBranches.officeAreaId, area.id), eq(officeBranches.isDefault, true)));
    const deleted = await admin().delete(
      endpointUrl(deleteOfficeBranch, { id: placeholderBranch?.id ?? 0 }),
    );
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted.body).error).toBe('The placeholder office branch cannot be deleted');
  });
});

describe('deleting offices', () => {
  it('refuses to delete a department that users, documents or cost centers refer to (409)', async () => {
    // The demo signer works in JKT/JKT-SEL/LGL; JKT-PST/FIN has a cost center.
    for (const [area, branch, code] of [
      ['JKT', 'JKT-SEL', 'LGL'],
      ['JKT', 'JKT-PST', 'FIN'],
    ] as const) {
      const department = await demoDepartment(area, branch, code);
      const response = await admin().delete(
        endpointUrl(deleteOfficeDepartment, { id: department.id }),
      );
      expect(response.statusCode).toBe(409);
      expect(errorOf(response.body).code).toBe('office_in_use');
    }
    expect((await demoDepartment('JKT', 'JKT-SEL', 'LGL')).id).toEqual(expect.any(Number));
  });

  it('deletes an unused department, then its branch and area with their placeholders', async () => {
    const area = await createArea(tag());
    const branch = await createBranch(area.id, 'B1');
    const department = await createDepartment(area.id, branch.id, 'D1');
    expect((await admin().delete(endpointUrl(deleteOfficeArea, { id: area.id }))).statusCode).toBe(
      409,
    );
    for (const url of [
      endpointUrl(deleteOfficeDepartment, { id: department.id }),
      endpointUrl(deleteOfficeBranch, { id: branch.id }),
      endpointUrl(deleteOfficeArea, { id: area.id }),
    ]) {
      expect((await admin().delete(url)).statusCode).toBe(200);
    }
    expect((await admin().get(endpointUrl(getOfficeBranch, { id: branch.id }))).statusCode).toBe(
      404,
    );
    const rest = await t.database.db
      .select()
      .from(officeBranches)
      .where(eq(officeBranches.officeAreaId, area.id));
    expect(rest).toEqual([]);
  });
});

describe('bad requests', () => {
  it('answers 400, never 500, for ids that are not whole numbers, and 404 for an unknown one', async () => {
    for (const id of ['abc', '1e3', '-1', '1.5', '99999999999']) {
      for (const url of [
        endpointUrl(getOfficeArea, { id }),
        endpointUrl(getOfficeBranch, { id }),
        endpointUrl(getOfficeDepartment, { id }),
      ]) {
        expect({ url, status: (await admin().get(url)).statusCode }).toEqual({ url, status: 400 });
      }
      const url = endpointUrl(deleteOfficeDepartment, { id });
      expect({ url, status: (await admin().delete(url)).statusCode }).toEqual({ url, status: 400 });
      const put = endpointUrl(updateOfficeArea, { id });
      expect((await admin().put(put, { data: { code: 'X', name: 'X' } })).statusCode).toBe(400);
    }
    const query = await admin().get(`${endpointUrl(listOfficeBranches)}?office_area_id=abc`);
    expect(query.statusCode).toBe(400);
    const body = await admin().post(endpointUrl(createOfficeBranch), {
      data: { office_area_id: 'abc', code: 'X', name: 'X' },
    });
    expect(body.statusCode).toBe(400);
    expect((await admin().get(endpointUrl(getOfficeArea, { id: 2_000_000_000 }))).statusCode).toBe(
      404,
    );
  });

  it('answers 403 to a user without setting.office for every office call', async () => {
    const areaId = await placeholderArea();
    for (const endpoint of officeEndpoints) {
      const url = endpointUrl(endpoint, endpoint.path.includes(':id') ? { id: areaId } : {});
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        headers: signer,
        ...(endpoint.method === 'POST' || endpoint.method === 'PUT'
          ? { payload: { data: { code: 'X', name: 'X' } } }
          : {}),
      });
      expect({ call: endpoint.id, status: response.statusCode }).toEqual({
        call: endpoint.id,
        status: 403,
      });
    }
  });
});
