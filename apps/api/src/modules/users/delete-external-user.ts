import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { externalUsers } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';

/**
 * DELETE admin master-data/external-user/{id}. No document, balance or log row points at an
 * external user, so the row goes; the activity log keeps who it was.
 */
export async function deleteExternalUser(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: { id: number; ip: string },
): Promise<{ message: string }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(externalUsers)
      .where(eq(externalUsers.id, input.id))
      .returning({ name: externalUsers.name, privyId: externalUsers.privyId });
    if (!deleted) throw notFound('External user not found');
    await recordActivity(tx, {
      userId: principal.userId,
      action: 'external-user.delete',
      activity: `Deleted external user ${deleted.name} (${deleted.privyId})`,
      subjectType: 'external_user',
      subjectId: input.id,
      ip: input.ip,
      at: now,
    });
    return { message: 'External user deleted' };
  });
}
