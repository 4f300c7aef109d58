import type { OtpChallenge } from '@esign/contract';
import { sendUploadedDocument } from './send-uploaded-document';

/** The send answered something else than the step of the code flow expected. */
export class UnexpectedSendOutcome extends Error {
  override readonly name = 'UnexpectedSendOutcome';
}

/** `resend: true`: a new code for the uploader (no sooner than the cooldown). */
export async function resendSendCode(referenceNumber: string): Promise<OtpChallenge> {
  const outcome = await sendUploadedDocument(referenceNumber, { resend: true });
  if (outcome.status !== 'otp_required')
    throw new UnexpectedSendOutcome('The document was sent already.');
  return outcome.otp;
}

/** The send with the uploader's code: signs the uploader's part and sends the document. */
export async function sendWithCode(referenceNumber: string, otp: string): Promise<string> {
  const outcome = await sendUploadedDocument(referenceNumber, { otp });
  if (outcome.status !== 'sent')
    throw new UnexpectedSendOutcome('A new code was sent. Enter the new code.');
  return outcome.message;
}
