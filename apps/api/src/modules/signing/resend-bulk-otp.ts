import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { bulkCodeTitle, bulkIdOf, findBulk } from './bulk-signs';
import { findChallengeForVerify, otpDepsOf, resendChallenge } from './otp-challenges';

/** POST bulk-sign/otp/resend/{otp id}: a new code on the bulk's challenge. */
export async function resendBulkOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  challengeId: string,
): Promise<OtpChallenge> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, { challengeId });
  const bulk = await findBulk(ctx.db, viewer, { bulkId: bulkIdOf(challenge) });
  const now = ctx.clock();
  return ctx.db.transaction((tx) =>
    resendChallenge(tx, otpDepsOf(ctx), {
      userId: viewer.userId,
      subject: { bulkId: bulk.id },
      title: bulkCodeTitle(bulk),
      now,
    }),
  );
}
