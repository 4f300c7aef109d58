import type { JobPositionOption } from '@esign/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { jobPositions } from '../../db/schema/users';

/** GET tools dropdown/user-job-position: every job position, by name. */
export async function listJobPositionOptions(executor: Executor): Promise<JobPositionOption[]> {
  return executor
    .select({ id: jobPositions.id, name: jobPositions.name })
    .from(jobPositions)
    .orderBy(asc(jobPositions.name));
}
