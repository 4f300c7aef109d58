import { callEndpoint } from '@esign/api-client';
import { resendDocumentOtp as resendDocumentOtpEndpoint, type OtpChallenge } from '@esign/contract';

/** A new code for one document, no sooner than `resend_available_at`. */
export async function resendDocumentOtp(referenceNumber: string): Promise<OtpChallenge> {
  const response = await callEndpoint(resendDocumentOtpEndpoint, {
    params: { id: referenceNumber },
  });
  return response.data.otp;
}
