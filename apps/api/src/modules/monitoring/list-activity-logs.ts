import {
  paginationFor,
  type ActivityLog,
  type ActivityLogQuery,
  type Pagination,
} from '@esign/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { activityLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';

/**
 * GET log/activity (and Setting › User's log/user-activity, which shows fewer fields): what
 * users did, newest first, by user, days and text (matched literally, wildcards included).
 */
export async function listActivityLogs(
  executor: Executor,
  query: Pick<ActivityLogQuery, 'page' | 'per_page' | 'user_id' | 'search'> &
    Partial<Pick<ActivityLogQuery, 'start_date' | 'end_date'>>,
): Promise<{ data: { logs: ActivityLog[] }; meta: { pagination: Pagination } }> {
  const where = and(
    ...withinBusinessDays(activityLogs.createdAt, query),
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
      subjectType: activityLogs.subjectType,
      subjectId: activityLogs.subjectId,
      ip: activityLogs.ip,
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
        subject_type: row.subjectType,
        subject_id: row.subjectId,
        ip: row.ip,
        created_at: row.createdAt.toISOString(),
      })),
    },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
