import { isAxiosError } from 'axios';
import { getErrorMessage, getErrorStatus } from '@esign/api-client';

export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again later.';

function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const header: unknown = error.response?.headers['retry-after'];
  const seconds = typeof header === 'string' ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The sign-in form's message: the §8 rule, except that 429 says clearly to wait (and how long, when told). */
export function loginErrorMessage(error: unknown): string {
  if (getErrorStatus(error) !== 429) return getErrorMessage(error);
  const seconds = retryAfterSeconds(error);
  if (seconds === null) return TOO_MANY_ATTEMPTS_MESSAGE;
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again later, in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
