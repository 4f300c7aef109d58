import type { CreateExternalUserRequest, ExternalUser } from '@esign/contract';
import { or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { externalUsers } from '../../db/schema/users';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { externalUserColumns, toExternalUser } from './list-external-users';
import { conflictField, userFieldTaken } from './user-conflicts';

/** POST admin master-data/external-user: e-mail (any case) and PrivyID are unique. */
export async function createExternalUser(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: CreateExternalUserRequest & { ip: string },
): Promise<ExternalUser> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ email: externalUsers.email })
        .from(externalUsers)
        .where(
          or(
            sql`lower(${externalUsers.email}) = lower(${input.email})`,
            sql`upper(${externalUsers.privyId}) = upper(${input.privy_id})`,
          ),
        )
        .limit(1);
      if (clash)
        throw userFieldTaken(
          clash.email.toLowerCase() === input.email.toLowerCase() ? 'email' : 'privy_id',
        );
      const [created] = await tx
        .insert(externalUsers)
        .values({
          privyId: input.privy_id,
          name: input.name,
          email: input.email,
          createdBy: principal.userId,
          createdAt: now,
        })
        .returning(externalUserColumns);
      if (!created) throw new Error('The external user was not inserted');
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'external-user.create',
        activity: `Added external user ${created.name} (${created.privyId})`,
        subjectType: 'external_user',
        subjectId: created.id,
        ip: input.ip,
        at: now,
      });
      return toExternalUser(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userFieldTaken(conflictField(error));
    throw error;
  }
}
