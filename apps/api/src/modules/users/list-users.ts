import {
  paginationFor,
  type InternalUser,
  type Pagination,
  type UserListQuery,
} from '@esign/contract';
import { count, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/users';
import { loadUsers } from './load-users';

/** GET admin master-data/user: a page of internal users, active and deactivated, newest first. */
export async function listUsers(
  executor: Executor,
  query: UserListQuery,
): Promise<{ data: { user: InternalUser[] }; meta: { pagination: Pagination } }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(ilike(users.name, pattern), ilike(users.privyId, pattern), ilike(users.email, pattern))
    : undefined;
  const rows = await loadUsers(executor, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const [total] = await executor.select({ total: count() }).from(users).where(where);
  return {
    data: { user: rows },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
