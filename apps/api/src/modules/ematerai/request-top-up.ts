import { stampsOf, type TopUp, type TopUpRequest } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { costCenters, topUps } from '../../db/schema/ematerai';
import { officeDepartments } from '../../db/schema/offices';
import { invalidInput } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart-body';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { loadTopUp } from './load-top-ups';
import { openStatusOf } from './top-up-status';

/**
 * The cost center of an office combination; one with balance 0 is created when the department
 * belongs to that area and branch but has none yet (a new cost center has no ledger rows, so the
 * ledger invariant holds). 400 naming office_department_id when the combination does not exist.
 */
async function costCenterOfOffices(
  tx: Executor,
  input: Pick<TopUpRequest, 'office_area_id' | 'office_branch_id' | 'office_department_id'>,
  at: Date,
): Promise<number> {
  const [department] = await tx
    .select({ id: officeDepartments.id })
    .from(officeDepartments)
    .where(
      and(
        eq(officeDepartments.id, input.office_department_id),
        eq(officeDepartments.officeBranchId, input.office_branch_id),
        eq(officeDepartments.officeAreaId, input.office_area_id),
      ),
    );
  if (!department)
    throw invalidInput([
      {
        param: 'office_department_id',
        messages: ['No such department in this office area and branch'],
      },
    ]);
  const offices = {
    officeAreaId: input.office_area_id,
    officeBranchId: input.office_branch_id,
    officeDepartmentId: input.office_department_id,
  };
  await tx
    .insert(costCenters)
    .values({ ...offices, balance: 0, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
  const [center] = await tx
    .select({ id: costCenters.id })
    .from(costCenters)
    .where(
      and(
        eq(costCenters.officeAreaId, offices.officeAreaId),
        eq(costCenters.officeBranchId, offices.officeBranchId),
        eq(costCenters.officeDepartmentId, offices.officeDepartmentId),
      ),
    );
  if (!center) throw new Error('The cost center was not created');
  return center.id;
}

/**
 * POST admin cost-center/top-up: records the request (`waiting` with a PO attachment, `request`
 * without; the file is stored in the same transaction); nothing is credited until it is approved.
 */
export async function requestTopUp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  principal: Principal,
  input: TopUpRequest & { ip: string; poAttachment: UploadedFile | undefined },
): Promise<TopUp> {
  const now = ctx.clock();
  const { poAttachment } = input;
  return ctx.db.transaction(async (tx) => {
    const costCenterId = await costCenterOfOffices(tx, input, now);
    const poAttachmentFileId = poAttachment
      ? await ctx.files.put(tx, poAttachment.bytes, {
          contentType: poAttachment.contentType,
          at: now,
        })
      : null;
    const [created] = await tx
      .insert(topUps)
      .values({
        costCenterId,
        poNumber: input.po_number,
        lineItemNumber: input.line_item_number,
        amount: input.amount,
        stamps: stampsOf(input.amount),
        status: openStatusOf(poAttachment !== undefined),
        poAttachmentFileId,
        poAttachmentName: poAttachment?.fileName ?? null,
        requestedBy: principal.userId,
        createdAt: now,
      })
      .returning({ id: topUps.id });
    if (!created) throw new Error('The top-up was not inserted');
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'ematerai.topup.request',
      activity: `Requested a top-up of Rp ${input.amount} (top-up ${created.id})${poAttachment ? ' with a PO attachment' : ''}`,
      subjectType: 'top_up',
      subjectId: created.id,
      ip: input.ip,
      at: now,
    });
    return loadTopUp(tx, principal, created.id, now);
  });
}
