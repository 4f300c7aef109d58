import type { SessionUser, UpdateMeRequest } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { getSessionUser } from './get-session-user';

/** PUT user/me: the signed-in user's own notification top-up setting. */
export async function updateSessionUser(
  ctx: AppContext,
  principal: Principal,
  input: UpdateMeRequest & { ip: string | null },
): Promise<SessionUser> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ notificationTopup: input.notification_topup, updatedAt: now })
      .where(eq(users.id, principal.userId));
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'user.update_me',
      activity: `Turned top-up notifications ${input.notification_topup ? 'on' : 'off'}`,
      subjectType: 'user',
      subjectId: principal.userId,
      ip: input.ip,
      at: now,
    });
    return getSessionUser(tx, principal.userId);
  });
}
