import type { BulkProgress } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { findBulk } from './bulk-signs';
import { readBulkProgress } from './bulk-progress';
import type { BulkRunners } from './bulk-runners';

/**
 * GET bulk-sign/{bulk id}: the progress of one of the user's bulks. A running bulk whose runner is
 * gone (a server that stopped or crashed) is resumed here, so it never stays running for good.
 */
export async function getBulkProgress(
  ctx: Pick<AppContext, 'db'>,
  runners: BulkRunners,
  viewer: Viewer,
  bulkId: string,
): Promise<BulkProgress> {
  const bulk = await findBulk(ctx.db, viewer, { bulkId });
  if (bulk.state === 'running') await runners.resume(bulk.id);
  return readBulkProgress(ctx.db, await findBulk(ctx.db, viewer, { bulkId }));
}
