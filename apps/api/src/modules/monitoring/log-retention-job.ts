import type { AppContext } from '../../app-context';
import { startRepeatingJob, type RepeatingJob } from '../../storage/repeating-job';
import { pruneLogs, type PruneResult } from './prune-logs';

export type LogRetentionJob = RepeatingJob<PruneResult>;

/**
 * The scheduler inside the server: every `intervalMs` it prunes the logs older than the
 * retention. One pass at a time; a failure is reported and the next pass tries again. Several
 * instances may each run it: deleting a row twice deletes it once.
 */
export function startLogRetentionJob(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: {
    intervalMs: number;
    retentionDays: number;
    batchSize?: number;
    report: (error: unknown) => void;
    onPruned?: (result: PruneResult) => void;
  },
): LogRetentionJob {
  return startRepeatingJob(
    async () => {
      const result = await pruneLogs(ctx.db, {
        now: ctx.clock(),
        retentionDays: options.retentionDays,
        ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
      });
      options.onPruned?.(result);
      return result;
    },
    { intervalMs: options.intervalMs, report: options.report },
  );
}
