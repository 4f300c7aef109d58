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
export function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  return recordActivities(executor, [entry]);
}

/** Appends several activity-log rows in one statement (a bulk's documents). */
export async function recordActivities(
  executor: Executor,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await executor.insert(activityLogs).values(
    entries.map((entry) => ({
      userId: entry.userId,
      action: entry.action,
      activity: entry.activity,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId == null ? null : String(entry.subjectId),
      ip: entry.ip ?? null,
      createdAt: entry.at,
    })),
  );
}
