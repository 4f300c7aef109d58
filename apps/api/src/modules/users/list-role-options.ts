import type { RoleOption } from '@esign/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { roles } from '../../db/schema/users';

/** GET tools dropdown/auth-role: every role, by description. */
export async function listRoleOptions(executor: Executor): Promise<RoleOption[]> {
  return executor
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .orderBy(asc(roles.description), asc(roles.id));
}
