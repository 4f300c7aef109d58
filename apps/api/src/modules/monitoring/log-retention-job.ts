import type { AppContext } from '../../app-context';
import { pruneLogs, type PruneResult } from './prune-logs';

export interface LogRetentionJob {
  /** Runs one pass now (unless one is running) and resolves when it is done. */
  runOnce(): Promise<PruneResult | null>;
  stop(): Promise<void>;
}

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
  let running: Promise<PruneResult | null> | null = null;
  const runOnce = () => {
    running ??= pruneLogs(ctx.db, {
      now: ctx.clock(),
      retentionDays: options.retentionDays,
      ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    })
      .then(
        (result) => {
          options.onPruned?.(result);
          return result;
        },
        (error: unknown) => {
          options.report(error);
          return null;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
