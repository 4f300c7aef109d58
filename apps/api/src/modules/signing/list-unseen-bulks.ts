import type { BulkProgress } from '@esign/contract';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { bulkSigns } from '../../db/schema/signing';
import type { Viewer } from '../documents/viewer';
import { readBulkProgress } from './bulk-progress';
import type { BulkRunners } from './bulk-runners';

/** Bulks listed at most: the newest ones (older unseen ones wait until these are put away). */
const LISTED = 10;

/** GET bulk-sign: the user's bulks started and not put away, newest first (stalled ones resume). */
export async function listUnseenBulks(
  ctx: Pick<AppContext, 'db'>,
  runners: BulkRunners,
  viewer: Viewer,
): Promise<BulkProgress[]> {
  const bulks = await ctx.db
    .select()
    .from(bulkSigns)
    .where(
      and(
        eq(bulkSigns.userId, viewer.userId),
        ne(bulkSigns.state, 'created'),
        isNull(bulkSigns.seenAt),
      ),
    )
    .orderBy(desc(bulkSigns.createdAt))
    .limit(LISTED);
  for (const bulk of bulks) if (bulk.state === 'running') await runners.resume(bulk.id);
  return Promise.all(bulks.map((bulk) => readBulkProgress(ctx.db, bulk)));
}
