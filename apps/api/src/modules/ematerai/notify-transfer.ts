import type { Transfer } from '@esign/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { permissions, rolePermissions, users } from '../../db/schema/users';
import { transferSubject } from '../notify/notification-subjects';
import { notifyUser } from '../notify/notify-user';
import { APPROVE_TRANSFER_CODE } from './transfer-permissions';

const sideLabel = (side: Transfer['source']) =>
  `${side.office_branch.name} - ${side.office_department.name}`;

const describe = (transfer: Transfer) =>
  `${transfer.amount} e-meterai from ${sideLabel(transfer.source)} to ${sideLabel(transfer.recipient)}`;

/** A new request: a notification to every active user who may approve it (not the requester). */
export async function notifyTransferApprovers(
  tx: Executor,
  transfer: Transfer,
  requesterId: number,
  at: Date,
): Promise<void> {
  const approvers = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(permissions.code, APPROVE_TRANSFER_CODE),
        eq(users.isActive, true),
        ne(users.id, requesterId),
      ),
    );
  for (const approver of approvers)
    await notifyUser(tx, approver.id, {
      title: 'Transfer balance request',
      body: `${transfer.requested_by.name} requested a transfer of ${describe(transfer)}.`,
      at,
      subject: transferSubject(transfer.id),
    });
}

/** A decision: a notification to the requester. */
export async function notifyTransferRequester(
  tx: Executor,
  transfer: Transfer,
  requesterId: number,
  at: Date,
): Promise<void> {
  const approved = transfer.status === 'approved';
  await notifyUser(tx, requesterId, {
    title: approved ? 'Transfer balance approved' : 'Transfer balance rejected',
    body: approved
      ? `Your transfer of ${describe(transfer)} has been approved.`
      : `Your transfer of ${describe(transfer)} has been rejected: ${transfer.reject_reason ?? ''}`,
    at,
    subject: transferSubject(transfer.id),
  });
}
