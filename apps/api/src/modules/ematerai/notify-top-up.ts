import type { TopUp } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';
import { topUpSubject } from '../notify/notification-subjects';
import { notifyUser } from '../notify/notify-user';

/** A decision (spec §4: announced later by notification), to a requester whose `notification_topup` is on. */
export async function notifyTopUpRequester(
  tx: Executor,
  topUp: TopUp,
  requesterId: number,
  at: Date,
): Promise<void> {
  const [requester] = await tx
    .select({ wantsIt: users.notificationTopup })
    .from(users)
    .where(eq(users.id, requesterId));
  if (!requester?.wantsIt) return;
  const what = `Your top-up of Rp ${topUp.amount} (${topUp.stamps} e-meterai, PO ${topUp.po_number}) for ${topUp.office_branch.name} - ${topUp.office_department.name}`;
  const approved = topUp.status === 'success';
  await notifyUser(tx, requesterId, {
    title: approved ? 'Top up balance success' : 'Top up balance failed',
    body: approved
      ? `${what} has been approved and credited.`
      : `${what} has been rejected: ${topUp.reject_reason ?? ''}`,
    at,
    subject: topUpSubject(topUp.id),
  });
}
