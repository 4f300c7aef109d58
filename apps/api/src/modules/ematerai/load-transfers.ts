import type { Transfer } from '@esign/contract';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { balanceTransfers, costCenters } from '../../db/schema/ematerai';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { users } from '../../db/schema/users';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/api-error';
import { decisionFields } from './decision-fields';
import { canDecideTransfer } from './transfer-permissions';

const sourceCenter = alias(costCenters, 'source_center');
const sourceArea = alias(officeAreas, 'source_area');
const sourceBranch = alias(officeBranches, 'source_branch');
const sourceDepartment = alias(officeDepartments, 'source_department');
const recipientCenter = alias(costCenters, 'recipient_center');
const recipientArea = alias(officeAreas, 'recipient_area');
const recipientBranch = alias(officeBranches, 'recipient_branch');
const recipientDepartment = alias(officeDepartments, 'recipient_department');
const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Transfers with their offices and people, newest first; `where` and paging by the caller. */
export function selectTransfers(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      id: balanceTransfers.id,
      amount: balanceTransfers.amount,
      status: balanceTransfers.status,
      requestedBy: balanceTransfers.requestedBy,
      rejectReason: balanceTransfers.rejectReason,
      decidedAt: balanceTransfers.decidedAt,
      createdAt: balanceTransfers.createdAt,
      requester: { privy_id: requester.privyId, name: requester.name },
      deciderPrivyId: decider.privyId,
      deciderName: decider.name,
      sourceId: balanceTransfers.sourceCostCenterId,
      sourceArea: { code: sourceArea.code, name: sourceArea.name },
      sourceBranch: { code: sourceBranch.code, name: sourceBranch.name },
      sourceDepartment: { code: sourceDepartment.code, name: sourceDepartment.name },
      recipientId: balanceTransfers.recipientCostCenterId,
      recipientArea: { code: recipientArea.code, name: recipientArea.name },
      recipientBranch: { code: recipientBranch.code, name: recipientBranch.name },
      recipientDepartment: { code: recipientDepartment.code, name: recipientDepartment.name },
    })
    .from(balanceTransfers)
    .innerJoin(requester, eq(requester.id, balanceTransfers.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceTransfers.decidedBy))
    .innerJoin(sourceCenter, eq(sourceCenter.id, balanceTransfers.sourceCostCenterId))
    .innerJoin(sourceArea, eq(sourceArea.id, sourceCenter.officeAreaId))
    .innerJoin(sourceBranch, eq(sourceBranch.id, sourceCenter.officeBranchId))
    .innerJoin(sourceDepartment, eq(sourceDepartment.id, sourceCenter.officeDepartmentId))
    .innerJoin(recipientCenter, eq(recipientCenter.id, balanceTransfers.recipientCostCenterId))
    .innerJoin(recipientArea, eq(recipientArea.id, recipientCenter.officeAreaId))
    .innerJoin(recipientBranch, eq(recipientBranch.id, recipientCenter.officeBranchId))
    .innerJoin(recipientDepartment, eq(recipientDepartment.id, recipientCenter.officeDepartmentId))
    .where(where);
}

type TransferRow = Awaited<ReturnType<typeof selectTransfers>>[number];

/** The contract's Transfer, with `can_decide` for the asking user. */
export function toTransfer(row: TransferRow, principal: Principal): Transfer {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    source: {
      cost_center_id: row.sourceId,
      office_area: row.sourceArea,
      office_branch: row.sourceBranch,
      office_department: row.sourceDepartment,
    },
    recipient: {
      cost_center_id: row.recipientId,
      office_area: row.recipientArea,
      office_branch: row.recipientBranch,
      office_department: row.recipientDepartment,
    },
    ...decisionFields(row),
    can_decide: canDecideTransfer(principal, row),
  };
}

export const transferNotFound = () => notFound('Transfer not found');

/** One transfer as the asking user sees it, or 404. */
export async function loadTransfer(
  executor: Executor,
  principal: Principal,
  id: number,
): Promise<Transfer> {
  const [row] = await selectTransfers(executor, eq(balanceTransfers.id, id));
  if (!row) throw transferNotFound();
  return toTransfer(row, principal);
}
