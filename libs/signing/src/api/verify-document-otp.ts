import { callEndpoint } from '@esign/api-client';
import {
  verifyDocumentOtp as verifyDocumentOtpEndpoint,
  type SignedResponse,
} from '@esign/contract';

export interface VerifyDocumentOtpInput {
  referenceNumber: string;
  otp: string;
}

/** Verifies the code and signs the document. */
export async function verifyDocumentOtp({
  referenceNumber,
  otp,
}: VerifyDocumentOtpInput): Promise<SignedResponse['data']> {
  const response = await callEndpoint(verifyDocumentOtpEndpoint, {
    params: { id: referenceNumber },
    body: { otp },
  });
  return response.data;
}
