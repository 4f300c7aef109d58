import { useRef, useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import { notifyError, toaster } from '@esign/ui-kit';
import { isLockedOtpFailure } from '../model/otp-failure-message';

/**
 * The failure state of an OTP dialog: the message shown in it, whether the code is locked, and
 * the error toast of spec §8 — one at a time: a new failure replaces the previous toast rather
 * than stacking five of them after five wrong codes.
 */
export function useOtpFailure(toastTitle: string) {
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const toastId = useRef<string | null>(null);

  const fail = (failure: unknown, message = getErrorMessage(failure)) => {
    setError(message);
    setLocked(isLockedOtpFailure(failure));
    if (toastId.current) toaster.dismiss(toastId.current);
    toastId.current = notifyError(toastTitle, message);
  };
  /** A new code arrived (or the dialog closed): nothing is wrong any more. */
  const clear = () => {
    setError(null);
    setLocked(false);
  };
  return { error, locked, fail, clear };
}
