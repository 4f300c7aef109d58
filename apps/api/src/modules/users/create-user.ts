import { SSO_USER_TYPE, type CreateUserRequest, type InternalUser } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { users } from '../../db/schema/users';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { assertUserReferences, referencesOf } from './assert-user-references';
import { loadUser } from './load-users';
import { resolveUserPassword } from './resolve-user-password';
import { assertMayTouchSuperAdmin } from './super-admin-guard';
import { assertUserFieldsFree, conflictField, userFieldTaken } from './user-conflicts';

/**
 * POST admin master-data/user. The new user signs in with their e-mail address as username (the
 * spec's form has no username), with the first password the administrator set, or through SSO
 * when user_type is 1.
 */
export async function createUser(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets'>,
  principal: Principal,
  input: CreateUserRequest & { ip: string },
): Promise<InternalUser> {
  const now = ctx.clock();
  // Hashing takes ~50 ms: done before the transaction so it holds no locks meanwhile.
  const passwordHash =
    input.user_type === SSO_USER_TYPE || input.password === undefined
      ? null
      : await resolveUserPassword(ctx, input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { roleName } = await assertUserReferences(tx, referencesOf(input));
      assertMayTouchSuperAdmin(principal, [roleName]);
      await assertUserFieldsFree(tx, { email: input.email, privyId: input.privy_id });
      const [created] = await tx
        .insert(users)
        .values({
          privyId: input.privy_id,
          name: input.name,
          username: input.email,
          email: input.email,
          passwordHash,
          userType: input.user_type,
          roleId: input.role_id,
          jobPositionId: input.job_position_id,
          officeAreaId: input.office_area_id,
          officeBranchId: input.office_branch_id,
          officeDepartmentId: input.office_department_id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('The user was not inserted');
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'user.create',
        activity: `Created user ${input.name} (${input.privy_id}) with role ${roleName}`,
        subjectType: 'user',
        subjectId: created.id,
        ip: input.ip,
        at: now,
      });
      const user = await loadUser(tx, created.id);
      if (!user) throw new Error('The user could not be read back');
      return user;
    });
  } catch (error) {
    // A concurrent request took the e-mail or PrivyID between our check and our insert.
    if (isUniqueViolation(error)) throw userFieldTaken(conflictField(error));
    throw error;
  }
}
