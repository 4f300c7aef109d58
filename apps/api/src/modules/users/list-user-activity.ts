import type { Pagination, UserActivity, UserActivityQuery } from '@esign/contract';
import type { Executor } from '../../db/database';
import { listActivityLogs } from '../monitoring/list-activity-logs';

/** GET admin log/user-activity: the activity log as Setting › User shows it (fewer fields, no dates). */
export async function listUserActivity(
  executor: Executor,
  query: UserActivityQuery,
): Promise<{ data: { logs: UserActivity[] }; meta: { pagination: Pagination } }> {
  return listActivityLogs(executor, query);
}
