import type { AppContext } from '../../app-context';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { revokeSession } from './revoke-session';

/** Signs the principal's session out: its refresh and access tokens stop working at once. */
export async function endSession(
  ctx: AppContext,
  principal: Principal,
  input: { action: string; activity: string; ip: string | null },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, principal.sessionId, now);
    await recordActivity(tx, {
      userId: principal.userId,
      action: input.action,
      activity: input.activity,
      subjectType: 'session',
      subjectId: principal.sessionId,
      ip: input.ip,
      at: now,
    });
  });
}
