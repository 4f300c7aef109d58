import {
  paginationFor,
  type ExternalUser,
  type ExternalUserListQuery,
  type Pagination,
} from '@esign/contract';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { externalUsers } from '../../db/schema/users';

export const externalUserColumns = {
  id: externalUsers.id,
  privyId: externalUsers.privyId,
  name: externalUsers.name,
  email: externalUsers.email,
  createdAt: externalUsers.createdAt,
};

export function toExternalUser(row: {
  id: number;
  privyId: string;
  name: string;
  email: string;
  createdAt: Date;
}): ExternalUser {
  return {
    id: row.id,
    privy_id: row.privyId.toUpperCase(),
    name: row.name,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET admin master-data/external-user: a page of external users, newest first. */
export async function listExternalUsers(
  executor: Executor,
  query: ExternalUserListQuery,
): Promise<{ data: ExternalUser[]; meta: { pagination: Pagination } }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(externalUsers.name, pattern),
        ilike(externalUsers.privyId, pattern),
        ilike(externalUsers.email, pattern),
      )
    : undefined;
  const rows = await executor
    .select(externalUserColumns)
    .from(externalUsers)
    .where(where)
    .orderBy(desc(externalUsers.createdAt), desc(externalUsers.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(externalUsers).where(where);
  return {
    data: rows.map(toExternalUser),
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
