import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { bulkIdOf, findBulk, issueBulkCode } from './bulk-signs';
import { findChallengeForVerify } from './otp-challenges';

/** POST bulk-sign/otp/resend/{otp id}: a new code on the bulk's challenge. */
export async function resendBulkOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  challengeId: string,
): Promise<OtpChallenge> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, { challengeId });
  const bulk = await findBulk(ctx.db, viewer, { bulkId: bulkIdOf(challenge) });
  return issueBulkCode(ctx, viewer, bulk, 'resend');
}
