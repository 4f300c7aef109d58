import { isAxiosError } from 'axios';
import { getErrorMessage } from '@esign/api-client';

export const SSO_CANCELLED_MESSAGE =
  'Single sign-on was cancelled: the sign-in window was closed before it finished.';
export const SSO_STATE_MISMATCH_MESSAGE =
  'The single sign-on response does not belong to this sign-in. Please sign in again.';
export const SSO_IN_PROGRESS_MESSAGE =
  'A single sign-on is already in progress in this browser. Finish or close it, then try again.';
export const SSO_UNREACHABLE_MESSAGE =
  'The identity provider could not be reached. Please check your connection and try again.';
export const SSO_TIMEOUT_MESSAGE = 'Single sign-on took too long to answer. Please try again.';
export const SSO_FAILED_MESSAGE = 'Single sign-on failed. Please try again.';

// MSAL's error codes (msal-browser / msal-common) grouped by what the user should be told.
const CANCELLED = new Set(['user_cancelled']);
const STATE_MISMATCH = new Set([
  'state_mismatch',
  'state_not_found',
  'no_state_in_hash',
  'invalid_state',
  'hash_does_not_contain_known_properties',
  'no_cached_authority_error',
  'nonce_mismatch',
]);
const IN_PROGRESS = new Set(['interaction_in_progress']);
const UNREACHABLE = new Set([
  'no_network_connectivity',
  'endpoints_resolution_error',
  'post_request_failed',
  'get_request_failed',
  'failed_to_parse_response',
]);
const TIMEOUT = new Set(['monitor_window_timeout', 'timed_out']);

interface MsalLikeError {
  errorCode: string;
  errorMessage: string;
  /** MSAL names an error the identity provider returned 'ServerError'. */
  fromProvider: boolean;
}

function asMsalError(error: unknown): MsalLikeError | null {
  if (typeof error !== 'object' || error === null || !('errorCode' in error)) return null;
  const { errorCode } = error;
  if (typeof errorCode !== 'string') return null;
  const errorMessage =
    'errorMessage' in error && typeof error.errorMessage === 'string' ? error.errorMessage : '';
  const fromProvider = 'name' in error && error.name === 'ServerError';
  return { errorCode, errorMessage, fromProvider };
}

/**
 * What the login page says when a single sign-on fails: the server's own sentence when
 * auth/sso-login refused the account or the token, otherwise one clear sentence per MSAL failure
 * (popup closed, a response that does not match this sign-in, the provider refusing or
 * unreachable). Never empty, never MSAL's internal wording alone.
 */
export function ssoErrorMessage(error: unknown): string {
  if (isAxiosError(error)) return getErrorMessage(error);
  const msal = asMsalError(error);
  if (!msal) return SSO_FAILED_MESSAGE;
  const { errorCode, errorMessage, fromProvider } = msal;
  if (CANCELLED.has(errorCode)) return SSO_CANCELLED_MESSAGE;
  if (STATE_MISMATCH.has(errorCode)) return SSO_STATE_MISMATCH_MESSAGE;
  if (IN_PROGRESS.has(errorCode)) return SSO_IN_PROGRESS_MESSAGE;
  if (UNREACHABLE.has(errorCode)) return SSO_UNREACHABLE_MESSAGE;
  if (TIMEOUT.has(errorCode)) return SSO_TIMEOUT_MESSAGE;
  if (!fromProvider) return `Single sign-on failed (${errorCode}). Please try again.`;
  // An error the identity provider sent back (access_denied, consent_required, …): its
  // description is meant for the user; MSAL prefixes the code, which we show once.
  const description = errorMessage
    .replace(/^[\w-]+:\s*/, '')
    .split(/\r?\n/)[0]
    ?.trim();
  return `The identity provider refused the sign-in (${errorCode})${description ? `: ${description}` : '.'}`;
}
