import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { bulkCodeTitle, findBulk } from './bulk-signs';
import { otpDepsOf, sendChallenge } from './otp-challenges';

/** POST bulk-sign/otp/send {reference_numbers}: one code for the bulk created for this selection. */
export async function sendBulkOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<OtpChallenge> {
  const bulk = await findBulk(ctx.db, viewer, { referenceNumbers });
  const now = ctx.clock();
  return ctx.db.transaction((tx) =>
    sendChallenge(tx, otpDepsOf(ctx), {
      userId: viewer.userId,
      subject: { bulkId: bulk.id },
      title: bulkCodeTitle(bulk),
      now,
    }),
  );
}
