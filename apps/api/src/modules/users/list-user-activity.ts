import {
  paginationFor,
  type Pagination,
  type UserActivity,
  type UserActivityQuery,
} from '@esign/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { activityLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';

/** GET admin log/user-activity: what users did (the activity log), newest first. */
export async function listUserActivity(
  executor: Executor,
  query: UserActivityQuery,
): Promise<{ data: { logs: UserActivity[] }; meta: { pagination: Pagination } }> {
  const where = and(
    query.user_id === undefined ? undefined : eq(activityLogs.userId, query.user_id),
    query.search ? ilike(activityLogs.activity, containsPattern(query.search)) : undefined,
  );
  const rows = await executor
    .select({
      id: activityLogs.id,
      userId: activityLogs.userId,
      privyId: users.privyId,
      name: users.name,
      action: activityLogs.action,
      activity: activityLogs.activity,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(activityLogs).where(where);
  return {
    data: {
      logs: rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        privy_id: row.privyId === null ? null : row.privyId.toUpperCase(),
        name: row.name,
        action: row.action,
        activity: row.activity,
        created_at: row.createdAt.toISOString(),
      })),
    },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
