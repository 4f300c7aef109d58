import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { issueDocumentCode } from './signable-document';

/** GET document/{id}/otp/resend: a new code on the same challenge (wrong attempts carry over). */
export function resendDocumentOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  referenceNumber: string,
): Promise<OtpChallenge> {
  return issueDocumentCode(ctx, viewer, referenceNumber, 'resend');
}
