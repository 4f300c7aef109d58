import { isAxiosError } from 'axios';
import type { OtpChallenge } from '@esign/contract';

/**
 * The code the dialog lets the user enter: the challenge this opening received, or the one sent
 * before it, of which only the time of the next resend is known (its id is null).
 */
export type OpenCode = Pick<OtpChallenge, 'resend_available_at'> & { id: string | null };

/**
 * A send or resend refused with 429 means a code went out less than a minute ago: it is still
 * valid, and a new one may be asked for after `retry-after` seconds. Returns that open code, or
 * null for any other failure. Without a `retry-after` header a resend is offered at once.
 */
export function codeStillOpen(error: unknown, now: number): OpenCode | null {
  if (!isAxiosError(error) || error.response?.status !== 429) return null;
  const seconds = Number(error.response.headers['retry-after']);
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
  return { id: null, resend_available_at: new Date(now + wait).toISOString() };
}
