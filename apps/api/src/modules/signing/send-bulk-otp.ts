import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { findBulk, issueBulkCode } from './bulk-signs';

/** POST bulk-sign/otp/send {reference_numbers}: one code for the bulk created for this selection. */
export async function sendBulkOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<OtpChallenge> {
  const bulk = await findBulk(ctx.db, viewer, { referenceNumbers });
  return issueBulkCode(ctx, viewer, bulk, 'send');
}
