import { useEffect, useRef, useState } from 'react';
import type { OtpChallenge } from '@esign/contract';
import { getErrorMessage } from '@esign/api-client';
import { notifyError, toaster } from '@esign/ui-kit';
import { codeStillOpen, type OpenCode } from '../model/code-still-open';
import { isLockedOtpFailure } from '../model/otp-failure-message';
import { signingClock } from '../model/signing-clock';

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

/**
 * The code of an OTP dialog: requested once per opening (also under StrictMode's doubled effects:
 * refs survive them) through `request`, replaced by a resend, forgotten when the dialog closes.
 * `keepSentCode` takes a refused send or resend (429: a code went out less than a minute ago, e.g.
 * the dialog was closed and opened again): the code sent before stays enterable and the resend
 * counts down; it returns false for any other failure, which the caller then reports.
 */
export function useOtpChallenge(
  open: boolean,
  toastTitle: string,
  request: (
    received: (challenge: OtpChallenge) => void,
    fail: (failure: unknown) => void,
    keepSentCode: (failure: unknown) => boolean,
  ) => void,
) {
  const [challenge, setChallenge] = useState<OpenCode | null>(null);
  const failure = useOtpFailure(toastTitle);
  const requested = useRef(false);
  const received = (next: OtpChallenge) => {
    failure.clear();
    setChallenge(next);
  };
  const keepSentCode = (refusal: unknown): boolean => {
    const sentBefore = codeStillOpen(refusal, signingClock.now());
    if (!sentBefore) return false;
    failure.clear();
    setChallenge((current) => ({ ...sentBefore, id: current?.id ?? null }));
    return true;
  };
  useEffect(() => {
    if (!open) {
      requested.current = false;
      setChallenge(null);
      failure.clear();
      return;
    }
    if (requested.current) return;
    requested.current = true;
    request(received, (error) => failure.fail(error), keepSentCode);
    // Only an opening asks for a code; `request` and `failure` are new on every render.
  }, [open]);
  return { challenge, received, keepSentCode, ...failure };
}
