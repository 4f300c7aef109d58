import type { OfficeType } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { isForeignKeyViolation } from '../../db/postgres-errors';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { ApiError } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { getOffice, officeNotFound } from './get-office';
import { officeLevels, type OfficeLevel } from './office-levels';
import { officeText, placeholderLocked } from './office-write';

/** The 409 of an office something still refers to. */
function officeInUse(level: OfficeLevel): ApiError {
  const message =
    level.type === 'department'
      ? 'The office department cannot be deleted while documents, users or cost centers refer to it; make it inactive instead'
      : `The ${level.noun} cannot be deleted while offices below it, documents, users or cost centers refer to it`;
  return new ApiError(409, 'office_in_use', message);
}

/** Deletes the office with the placeholders below it (see create-office.ts). */
async function deleteRows(tx: Executor, type: OfficeType, id: number): Promise<void> {
  switch (type) {
    case 'area':
      await tx
        .delete(officeDepartments)
        .where(and(eq(officeDepartments.officeAreaId, id), eq(officeDepartments.isDefault, true)));
      await tx
        .delete(officeBranches)
        .where(and(eq(officeBranches.officeAreaId, id), eq(officeBranches.isDefault, true)));
      await tx.delete(officeAreas).where(eq(officeAreas.id, id));
      return;
    case 'branch':
      await tx
        .delete(officeDepartments)
        .where(
          and(eq(officeDepartments.officeBranchId, id), eq(officeDepartments.isDefault, true)),
        );
      await tx.delete(officeBranches).where(eq(officeBranches.id, id));
      return;
    case 'department':
      await tx.delete(officeDepartments).where(eq(officeDepartments.id, id));
      return;
  }
}

/**
 * DELETE admin master-data/office-{type}/:id (not in spec §7; the issue asks for it). Never a
 * placeholder. Whether anything still refers to the office (documents, users, cost centers,
 * offices below it, and whatever table refers to offices later) is the database's foreign keys'
 * answer, in the same statement as the delete, so a record added meanwhile cannot slip past: a
 * violation rolls everything back and becomes the 409.
 */
export async function deleteOffice(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  type: OfficeType,
  id: number,
  ip: string,
): Promise<void> {
  const level = officeLevels[type];
  const now = ctx.clock();
  try {
    await ctx.db.transaction(async (tx) => {
      await lockAndGuard(
        tx,
        level.table,
        eq(level.id, id),
        (row) => {
          if (row.isDefault) throw placeholderLocked(level, 'deleted');
        },
        () => officeNotFound(level),
      );
      const office = await getOffice(tx, level, id);
      await deleteRows(tx, type, id);
      await recordActivity(tx, {
        userId: principal.userId,
        action: `${level.subject}.delete`,
        activity: `Deleted ${level.noun} ${officeText(office)}`,
        subjectType: level.subject,
        subjectId: id,
        ip,
        at: now,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw officeInUse(level);
    throw error;
  }
}
