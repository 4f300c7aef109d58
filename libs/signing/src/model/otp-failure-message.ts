import { isAxiosError } from 'axios';
import { getErrorMessage } from '@esign/api-client';

/**
 * What a failed verify shows (spec §4: "a failed verify stores the returned otp_detail"): the
 * `otp_detail.message` the server returned with the failure when there is one, else the §8 message rule.
 */
export function otpFailureMessage(error: unknown): string {
  if (isAxiosError(error)) {
    const body = error.response?.data as
      | { data?: { otp_detail?: { message?: unknown } }; otp_detail?: { message?: unknown } }
      | undefined;
    const detail = body?.data?.otp_detail?.message ?? body?.otp_detail?.message;
    if (typeof detail === 'string' && detail !== '') return detail;
  }
  return getErrorMessage(error);
}

/** A verify refused because the code was entered wrongly too often (HTTP 423): only a new code helps. */
export function isLockedOtpFailure(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 423;
}
