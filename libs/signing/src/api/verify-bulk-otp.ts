import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { verifyBulkOtp as verifyBulkOtpEndpoint, type BulkVerifyResponse } from '@esign/contract';
import { rememberBulkProgress } from './bulk-keys';

export interface VerifyBulkOtpInput {
  otpId: string;
  otp: string;
}

/**
 * Verifies the bulk code (by OTP id). The server starts signing and answers at once with the
 * bulk's progress (202); the progress is then polled (useBulkProgress).
 */
export async function verifyBulkOtp({
  otpId,
  otp,
}: VerifyBulkOtpInput): Promise<BulkVerifyResponse['data']> {
  const response = await callEndpoint(verifyBulkOtpEndpoint, {
    params: { id: otpId },
    body: { otp },
  });
  return response.data;
}

export function useVerifyBulkOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBulkOtp,
    onSuccess: (result) => rememberBulkProgress(queryClient, result.bulk),
  });
}
