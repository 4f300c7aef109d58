import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Viewer } from '../documents/viewer';
import { issueDocumentCode } from './signable-document';

/** GET document/{id}/otp/send: a new signing code (refused within 60 s of the last one). */
export function sendDocumentOtp(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  referenceNumber: string,
): Promise<OtpChallenge> {
  return issueDocumentCode(ctx, viewer, referenceNumber, 'send');
}
