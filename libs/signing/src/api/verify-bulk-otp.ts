import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { verifyBulkOtp as verifyBulkOtpEndpoint, type SignedResponse } from '@esign/contract';

export interface VerifyBulkOtpInput {
  otpId: string;
  otp: string;
}

/** Verifies the bulk code (by OTP id); the server signs every document of the bulk in this one call. */
export async function verifyBulkOtp({
  otpId,
  otp,
}: VerifyBulkOtpInput): Promise<SignedResponse['data']> {
  const response = await callEndpoint(verifyBulkOtpEndpoint, {
    params: { id: otpId },
    body: { otp },
  });
  return response.data;
}

export function useVerifyBulkOtp() {
  return useMutation({ mutationFn: verifyBulkOtp });
}
