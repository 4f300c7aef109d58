import type { RecipientOption } from '@esign/contract';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema/users';

/**
 * GET tools dropdown/user: active users who can be recipients, by name, searched in name, PrivyID
 * and e-mail (case-insensitive; `%` and `_` match themselves), at most `limit`.
 */
export async function listRecipientOptions(
  executor: Executor,
  query: { search?: string | undefined; limit: number },
): Promise<RecipientOption[]> {
  const conditions: SQL[] = [eq(users.isActive, true)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = or(
      ilike(users.name, pattern),
      ilike(users.privyId, pattern),
      ilike(users.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return executor
    .select({ id: users.id, name: users.name, privy_id: users.privyId, email: users.email })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit);
}
