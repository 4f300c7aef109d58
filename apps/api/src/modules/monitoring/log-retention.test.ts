import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, lt } from 'drizzle-orm';
import { activityLogs, httpLogs } from '../../db/schema/logs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startLogRetentionJob } from './log-retention-job';
import type { PruneResult } from './prune-logs';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});

afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

async function addRows(daysAgo: number, rows: number): Promise<void> {
  const createdAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
  for (let index = 0; index < rows; index++) {
    await t.database.db.insert(httpLogs).values({
      transactionId: randomUUID(),
      method: 'GET',
      url: '/api/old',
      httpStatus: 200,
      requestHeader: {},
      durationMs: 1,
      createdAt,
    });
    await t.database.db
      .insert(activityLogs)
      .values({ userId: null, action: 'test.old', activity: 'Old', createdAt });
  }
}

async function countOlderThan(days: number) {
  const cutoff = new Date(t.clock.now().getTime() - days * DAY);
  const [http] = await t.database.db
    .select({ total: count() })
    .from(httpLogs)
    .where(lt(httpLogs.createdAt, cutoff));
  const [activity] = await t.database.db
    .select({ total: count() })
    .from(activityLogs)
    .where(lt(activityLogs.createdAt, cutoff));
  return { http: http?.total ?? 0, activity: activity?.total ?? 0 };
}

describe('the log retention job', () => {
  it('defaults to 90 days, every hour', () => {
    expect(t.config.logRetentionDays).toBe(90);
    expect(t.config.logRetentionIntervalMinutes).toBe(60);
  });

  it('deletes the rows older than the retention in batches and keeps the rest, by the injected clock', async () => {
    await addRows(120, 7);
    await addRows(89, 2);
    const job = startLogRetentionJob(t.context, {
      intervalMs: 3_600_000,
      retentionDays: 90,
      batchSize: 3,
      report: (error) => {
        throw error;
      },
    });
    try {
      expect(await job.runOnce()).toEqual({ httpLogs: 7, activityLogs: 7 });
      expect(await countOlderThan(90)).toEqual({ http: 0, activity: 0 });
      expect(await countOlderThan(88)).toEqual({ http: 2, activity: 2 });
      // Two days later the 89-day-old rows are past the retention too.
      t.clock.advance(2 * 86_400);
      expect(await job.runOnce()).toEqual({ httpLogs: 2, activityLogs: 2 });
      expect(await job.runOnce()).toEqual({ httpLogs: 0, activityLogs: 0 });
    } finally {
      await job.stop();
    }
  });

  it('runs by itself on its interval', async () => {
    await addRows(200, 2);
    const pruned = await new Promise<PruneResult>((resolve, reject) => {
      const job = startLogRetentionJob(t.context, {
        intervalMs: 20,
        retentionDays: 90,
        report: reject,
        onPruned: (result) => {
          void job.stop();
          resolve(result);
        },
      });
    });
    expect(pruned).toEqual({ httpLogs: 2, activityLogs: 2 });
  });
});
