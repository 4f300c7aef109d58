import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { sendBulkOtp as sendBulkOtpEndpoint, type OtpChallenge } from '@esign/contract';

/** One code for a bulk created before; its `id` is what verify and resend take. */
export async function sendBulkOtp(referenceNumbers: readonly string[]): Promise<OtpChallenge> {
  const response = await callEndpoint(sendBulkOtpEndpoint, {
    body: { reference_numbers: [...referenceNumbers] },
  });
  return response.data.otp;
}

export function useSendBulkOtp() {
  return useMutation({ mutationFn: sendBulkOtp });
}
