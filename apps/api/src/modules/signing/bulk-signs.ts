import type { OtpChallenge } from '@esign/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { bulkSigns } from '../../db/schema/signing';
import { ApiError } from '../../http/api-error';
import type { Viewer } from '../documents/viewer';
import { issueChallenge } from './otp-challenges';

/** Sorted, unique, comma-joined reference numbers: the same selection in any order. */
export function selectionKey(referenceNumbers: readonly string[]): string {
  return [...new Set(referenceNumbers)].sort().join(',');
}

/** The user's bulk by its id, or the newest one made for this selection; 404 when none. */
export async function findBulk(
  executor: Executor,
  viewer: Viewer,
  lookup: { referenceNumbers: readonly string[] } | { bulkId: string },
) {
  const [bulk] = await executor
    .select()
    .from(bulkSigns)
    .where(
      and(
        eq(bulkSigns.userId, viewer.userId),
        'bulkId' in lookup
          ? eq(bulkSigns.id, lookup.bulkId)
          : eq(bulkSigns.selectionKey, selectionKey(lookup.referenceNumbers)),
      ),
    )
    .orderBy(desc(bulkSigns.createdAt))
    .limit(1);
  if (!bulk)
    throw new ApiError(
      404,
      'bulk_not_found',
      'No bulk with these documents. Select the documents again',
    );
  return bulk;
}

/** The bulk a code was sent for (404 when the code is a single document's). */
export function bulkIdOf(challenge: { bulkId: string | null }): string {
  if (!challenge.bulkId)
    throw new ApiError(404, 'otp_not_found', 'This code does not belong to a bulk');
  return challenge.bulkId;
}

/** A code for a bulk: a new one (send) or the same challenge again (resend). */
export function issueBulkCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  bulk: { id: string; referenceNumbers: readonly string[] },
  mode: 'send' | 'resend',
): Promise<OtpChallenge> {
  return issueChallenge(ctx, mode, {
    userId: viewer.userId,
    subject: { bulkId: bulk.id },
    title: `Signing code for ${bulk.referenceNumbers.length} documents`,
    now: ctx.clock(),
  });
}
