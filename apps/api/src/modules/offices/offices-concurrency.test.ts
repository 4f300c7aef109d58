import { randomUUID } from 'node:crypto';
import {
  createOfficeArea,
  createOfficeBranch,
  createOfficeDepartment,
  endpointUrl,
  type Office,
} from '@esign/contract';
import { expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { describeOnPostgres, usePostgresTestApp } from '../../testing/postgres-only';

const postgres = usePostgresTestApp();

const post = (url: string, data: Record<string, unknown>) =>
  postgres.app().app.inject({ method: 'POST', url, headers: postgres.admin(), payload: { data } });

/** Eight creations at once of one code in mixed letter case: exactly one 201, seven 409s. */
async function race(url: string, data: (code: string) => Record<string, unknown>, code: string) {
  const spellings = [code, code.toLowerCase(), ...Array.from({ length: 6 }, () => code)];
  const results = await Promise.all(spellings.map((spelling) => post(url, data(spelling))));
  expect(results.map((result) => result.statusCode).sort()).toEqual([
    201, 409, 409, 409, 409, 409, 409, 409,
  ]);
  return results.find((result) => result.statusCode === 201)?.json() as {
    data: { data: Record<string, Office> };
  };
}

describeOnPostgres('office codes under parallel creations (PostgreSQL)', () => {
  it('keeps one office per code and parent when creations of one code race', async () => {
    const code = `R${randomUUID().slice(0, 8)}`.toUpperCase();
    const area = (
      await race(endpointUrl(createOfficeArea), (c) => ({ code: c, name: 'Race' }), code)
    ).data.data['office_area'];
    if (!area) throw new Error('No area was created');
    const branch = (
      await race(
        endpointUrl(createOfficeBranch),
        (c) => ({ office_area_id: area.id, code: c, name: 'Race' }),
        'KTA',
      )
    ).data.data['office_branch'];
    if (!branch) throw new Error('No branch was created');
    await race(
      endpointUrl(createOfficeDepartment),
      (c) => ({ office_area_id: area.id, office_branch_id: branch.id, code: c, name: 'Race' }),
      'FIN',
    );

    const count = async (
      where: ReturnType<typeof sql>,
      table: typeof officeAreas | typeof officeBranches | typeof officeDepartments,
    ) =>
      (await postgres.app().database.db.select({ id: table.id }).from(table).where(where)).length;
    expect(await count(sql`lower(${officeAreas.code}) = lower(${code})`, officeAreas)).toBe(1);
    expect(
      await count(
        sql`${officeBranches.officeAreaId} = ${area.id} and ${officeBranches.code} ilike 'kta'`,
        officeBranches,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`${officeDepartments.officeBranchId} = ${branch.id} and ${officeDepartments.code} ilike 'fin'`,
        officeDepartments,
      ),
    ).toBe(1);
  });
});
