import type { BulkProgress } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { bulkSigns } from '../../db/schema/signing';
import { illegalTransition } from '../documents/document-status';
import type { Viewer } from '../documents/viewer';
import { findBulk } from './bulk-signs';
import { readBulkProgress } from './bulk-progress';

/** PUT bulk-sign/{bulk id}/seen: puts a finished bulk away (409 while it still signs). */
export async function markBulkSeen(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  bulkId: string,
): Promise<BulkProgress> {
  const bulk = await findBulk(ctx.db, viewer, { bulkId });
  if (bulk.state !== 'done')
    throw illegalTransition('The bulk is still signing; put it away once it is done');
  if (bulk.seenAt === null)
    await ctx.db
      .update(bulkSigns)
      .set({ seenAt: ctx.clock() })
      .where(and(eq(bulkSigns.id, bulk.id), eq(bulkSigns.userId, viewer.userId)));
  return readBulkProgress(ctx.db, await findBulk(ctx.db, viewer, { bulkId }));
}
