import type { Executor } from '../../db/database';
import { activityLogs } from '../../db/schema/logs';

export interface ActivityEntry {
  userId: number | null;
  /** Stable machine name, e.g. `auth.login`. */
  action: string;
  /** The sentence shown in the activity log. */
  activity: string;
  subjectType?: string | null;
  subjectId?: string | number | null;
  ip?: string | null;
  at: Date;
}

/** Appends an activity-log row; call it inside the transaction of the change it describes. */
export async function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  await executor.insert(activityLogs).values({
    userId: entry.userId,
    action: entry.action,
    activity: entry.activity,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId == null ? null : String(entry.subjectId),
    ip: entry.ip ?? null,
    createdAt: entry.at,
  });
}
