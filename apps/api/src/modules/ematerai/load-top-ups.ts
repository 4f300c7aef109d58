import type { TopUp } from '@esign/contract';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { costCenters, topUps } from '../../db/schema/ematerai';
import { storedFiles } from '../../db/schema/stored-files';
import { users } from '../../db/schema/users';
import type { Principal } from '../../http/principal';
import { notFound } from '../../http/api-error';
import { costCenterOfficeColumns, joinOffices } from './cost-center-offices';
import { decisionFields } from './decision-fields';
import { canDecideTopUp, canUpdateTopUp, displayTopUpStatus } from './top-up-status';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Top-ups with their offices and people; `where`, order and paging by the caller. */
export function selectTopUps(executor: Executor, where: SQL | undefined) {
  const query = executor
    .select({
      id: topUps.id,
      costCenterId: topUps.costCenterId,
      poNumber: topUps.poNumber,
      lineItemNumber: topUps.lineItemNumber,
      amount: topUps.amount,
      stamps: topUps.stamps,
      status: topUps.status,
      requestedBy: topUps.requestedBy,
      rejectReason: topUps.rejectReason,
      decidedAt: topUps.decidedAt,
      invoiceFileId: topUps.invoiceFileId,
      poAttachmentName: topUps.poAttachmentName,
      poAttachmentType: storedFiles.contentType,
      poAttachmentSize: storedFiles.sizeBytes,
      createdAt: topUps.createdAt,
      requester: { privy_id: requester.privyId, name: requester.name },
      deciderPrivyId: decider.privyId,
      deciderName: decider.name,
      ...costCenterOfficeColumns,
    })
    .from(topUps)
    .innerJoin(requester, eq(requester.id, topUps.requestedBy))
    .leftJoin(decider, eq(decider.id, topUps.decidedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, topUps.poAttachmentFileId))
    .innerJoin(costCenters, eq(costCenters.id, topUps.costCenterId))
    .$dynamic();
  return joinOffices(query).where(where);
}

type TopUpRow = Awaited<ReturnType<typeof selectTopUps>>[number];

/**
 * The contract's TopUp as the asking user sees it at `now`: its shown status (overdue is
 * derived), `can_decide` and `can_update`.
 */
export function toTopUp(row: TopUpRow, principal: Principal, now: Date): TopUp {
  return {
    id: row.id,
    cost_center_id: row.costCenterId,
    office_area: row.office_area,
    office_branch: row.office_branch,
    office_department: row.office_department,
    po_number: row.poNumber,
    line_item_number: row.lineItemNumber,
    amount: row.amount,
    stamps: row.stamps,
    status: displayTopUpStatus(row, now),
    ...decisionFields(row),
    has_invoice: row.invoiceFileId !== null,
    po_attachment:
      row.poAttachmentName !== null && row.poAttachmentType !== null
        ? {
            file_name: row.poAttachmentName,
            content_type: row.poAttachmentType,
            size: row.poAttachmentSize ?? 0,
          }
        : null,
    can_update: canUpdateTopUp(principal, row),
    can_decide: canDecideTopUp(principal, row),
  };
}

export const topUpNotFound = () => notFound('Top-up not found');

/** One top-up as the asking user sees it at `now`, or 404. */
export async function loadTopUp(
  executor: Executor,
  principal: Principal,
  id: number,
  now: Date,
): Promise<TopUp> {
  const [row] = await selectTopUps(executor, eq(topUps.id, id));
  if (!row) throw topUpNotFound();
  return toTopUp(row, principal, now);
}
