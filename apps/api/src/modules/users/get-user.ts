import type { InternalUser } from '@esign/contract';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/api-error';
import { loadUser } from './load-users';

/** GET admin master-data/user/{id}. */
export async function getUser(executor: Executor, id: number): Promise<InternalUser> {
  const user = await loadUser(executor, id);
  if (!user) throw notFound('User not found');
  return user;
}
