import type { Office } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { isUniqueViolation } from '../../db/postgres-errors';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { invalidInput } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { getOffice, officeNotFound } from './get-office';
import { officeLevels, type OfficeLevel } from './office-levels';
import {
  assertOfficeCodeFree,
  codeScopeOf,
  officeCodeTaken,
  officeText,
  parentsOf,
  placeholderLocked,
  type OfficeWrite,
} from './office-write';

/**
 * An office keeps its parents: documents, users and cost centers record the area, branch and
 * department together, and a move would leave them pointing at a pair that no longer exists.
 * The issue does not say; we refuse a move (400 on the field) rather than rewrite those records.
 */
function assertSameParents(before: Office, write: OfficeWrite): void {
  const { areaId, branchId } = parentsOf(write);
  if (areaId !== null && areaId !== before.office_area?.id)
    throw invalidInput([
      { param: 'office_area_id', messages: ['An office cannot move to another area'] },
    ]);
  if (branchId !== null && branchId !== before.office_branch?.id)
    throw invalidInput([
      { param: 'office_branch_id', messages: ['An office cannot move to another branch'] },
    ]);
}

/** The activity sentence of a change, or null when nothing changed. */
function describeChange(level: OfficeLevel, before: Office, write: OfficeWrite): string | null {
  const parts: string[] = [];
  const { code, name, privy_id: privyId } = write.data;
  if (before.code !== code || before.name !== name || before.privy_id !== privyId)
    parts.push(`Updated ${level.noun} ${officeText(before)} to ${officeText({ code, name })}`);
  if (write.type === 'department' && before.is_active !== write.data.is_active)
    parts.push(
      `${parts.length ? 'made it' : `Made ${level.noun} ${officeText({ code, name })}`} ${write.data.is_active ? 'active' : 'inactive'}`,
    );
  return parts.length ? parts.join(' and ') : null;
}

async function writeChange(tx: Executor, id: number, write: OfficeWrite, now: Date): Promise<void> {
  const { code, name, privy_id: privyId } = write.data;
  const fields = { code, name, privyId, updatedAt: now };
  switch (write.type) {
    case 'area':
      await tx.update(officeAreas).set(fields).where(eq(officeAreas.id, id));
      // The placeholders below carry their parent's name (see create-office.ts).
      await tx
        .update(officeBranches)
        .set({ name, updatedAt: now })
        .where(and(eq(officeBranches.officeAreaId, id), eq(officeBranches.isDefault, true)));
      await tx
        .update(officeDepartments)
        .set({ name, updatedAt: now })
        .where(
          and(
            eq(officeDepartments.officeAreaId, id),
            eq(officeDepartments.isDefault, true),
            eq(
              officeDepartments.officeBranchId,
              tx
                .select({ id: officeBranches.id })
                .from(officeBranches)
                .where(
                  and(eq(officeBranches.officeAreaId, id), eq(officeBranches.isDefault, true)),
                ),
            ),
          ),
        );
      return;
    case 'branch':
      await tx.update(officeBranches).set(fields).where(eq(officeBranches.id, id));
      await tx
        .update(officeDepartments)
        .set({ name, updatedAt: now })
        .where(
          and(eq(officeDepartments.officeBranchId, id), eq(officeDepartments.isDefault, true)),
        );
      return;
    case 'department':
      await tx
        .update(officeDepartments)
        .set({ ...fields, isActive: write.data.is_active })
        .where(eq(officeDepartments.id, id));
      return;
  }
}

/**
 * PUT admin master-data/office-{type}/:id: changes the code, name or privy_id of an office, and
 * whether a department is active. 404 for an unknown id; 409 for a placeholder (spec §3: it
 * stays a placeholder) and for a code taken under the same parent.
 */
export async function updateOffice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  id: number,
  write: OfficeWrite,
  ip: string,
): Promise<Office> {
  const level = officeLevels[write.type];
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockAndGuard(
        tx,
        level.table,
        eq(level.id, id),
        (row) => {
          if (row.isDefault) throw placeholderLocked(level, 'changed');
        },
        () => officeNotFound(level),
      );
      const before = await getOffice(tx, level, id);
      assertSameParents(before, write);
      const change = describeChange(level, before, write);
      // Like a category, a PUT that changes nothing answers the row and logs nothing.
      if (change === null) return before;
      await assertOfficeCodeFree(tx, level, write.data.code, codeScopeOf(write), id);
      await writeChange(tx, id, write, now);
      await recordActivity(tx, {
        userId: principal.userId,
        action: `${level.subject}.update`,
        activity: change,
        subjectType: level.subject,
        subjectId: id,
        ip,
        at: now,
      });
      return getOffice(tx, level, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw officeCodeTaken(level, write.data.code);
    throw error;
  }
}
