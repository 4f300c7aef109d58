import type { EmateraiTemporer } from '@esign/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDraftPlacements, uploadDrafts } from '../../db/schema/document-upload';
import { costCenters } from '../../db/schema/ematerai';
import { costCenterOfUser } from '../ematerai/document-stamps';

/**
 * GET e-meterai/temporer: the stamps the user may still allocate (the balance of their office's
 * cost center; 0 and a null cost center when their office has none) and the stamps allocated to
 * their drafts (one per e-meterai box, already taken off that balance).
 */
export async function getEmateraiTemporer(
  executor: Executor,
  userId: number,
): Promise<EmateraiTemporer> {
  const costCenterId = await costCenterOfUser(executor, userId);
  const [center] =
    costCenterId === null
      ? []
      : await executor
          .select({ balance: costCenters.balance })
          .from(costCenters)
          .where(eq(costCenters.id, costCenterId));
  const [allocated] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(uploadDraftPlacements)
    .innerJoin(uploadDrafts, eq(uploadDrafts.id, uploadDraftPlacements.draftId))
    .where(and(eq(uploadDrafts.uploaderId, userId), eq(uploadDraftPlacements.type, 'e_meterai')));
  return {
    balance: center?.balance ?? 0,
    allocated: allocated?.total ?? 0,
    cost_center_id: costCenterId,
  };
}
