import { callEndpoint } from '@esign/api-client';
import { sendDocumentOtp as sendDocumentOtpEndpoint, type OtpChallenge } from '@esign/contract';

/** Opens a signing code for one document (spec §4 single signing: request OTP). */
export async function sendDocumentOtp(referenceNumber: string): Promise<OtpChallenge> {
  const response = await callEndpoint(sendDocumentOtpEndpoint, { params: { id: referenceNumber } });
  return response.data.otp;
}
