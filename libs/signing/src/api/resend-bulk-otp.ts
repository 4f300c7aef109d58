import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { resendBulkOtp as resendBulkOtpEndpoint, type OtpChallenge } from '@esign/contract';

/** A new code for a bulk, by the id of its current code. */
export async function resendBulkOtp(otpId: string): Promise<OtpChallenge> {
  const response = await callEndpoint(resendBulkOtpEndpoint, { params: { id: otpId } });
  return response.data.otp;
}

export function useResendBulkOtp() {
  return useMutation({ mutationFn: resendBulkOtp });
}
