import type { InternalUser } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import { loadUsers } from './load-users';

/** GET admin master-data/user/{id}. */
export async function getUser(executor: Executor, id: number): Promise<InternalUser> {
  const [user] = await loadUsers(executor, eq(users.id, id));
  if (!user) throw notFound('User not found');
  return user;
}
