import type { BulkVerifyResponse } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { bulkSigns } from '../../db/schema/signing';
import type { Viewer } from '../documents/viewer';
import { bulkIdOf, findBulk } from './bulk-signs';
import { readBulkProgress } from './bulk-progress';
import type { BulkRunners } from './bulk-runners';
import { findChallengeForVerify, otpDepsOf, verifyChallenge } from './otp-challenges';

/**
 * POST bulk-sign/otp/verify/{otp id}: checks the code once, starts signing every document of the
 * bulk in the background and answers at once with the progress (the client polls
 * GET bulk-sign/{bulk id}). The same code again (a lost response, a server restarted mid-bulk)
 * resumes a bulk that is not done; a document is signed at most once whatever happens. Documents
 * that changed meanwhile (rejected, voided, expired) end up in the progress's errors.
 */
export async function verifyBulkOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  runners: BulkRunners,
  viewer: Viewer,
  input: { challengeId: string; otp: string; ip: string },
): Promise<BulkVerifyResponse['data']> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, {
    challengeId: input.challengeId,
  });
  const bulkId = bulkIdOf(challenge);
  await findBulk(ctx.db, viewer, { bulkId });
  await verifyChallenge(ctx.db, otpDepsOf(ctx), challenge, input.otp, ctx.clock());
  await ctx.db
    .update(bulkSigns)
    .set({ state: 'running', startedAt: ctx.clock(), signedIp: input.ip })
    .where(and(eq(bulkSigns.id, bulkId), eq(bulkSigns.state, 'created')));
  await runners.resume(bulkId);
  const progress = await readBulkProgress(ctx.db, await findBulk(ctx.db, viewer, { bulkId }));
  return {
    message: progress.message,
    otp_detail: { id: challenge.id, message: 'Verified' },
    bulk: progress,
  };
}
