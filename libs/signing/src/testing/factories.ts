import type {
  BulkProgress,
  BulkVerifyResponse,
  OtpChallenge,
  SignedResponse,
} from '@esign/contract';
import { errorBody, type MockReply } from '@esign/api-client/testing';

const NOW = Date.parse('2025-03-01T08:00:00.000Z');

export function otpChallenge(overrides: Partial<OtpChallenge> = {}, now = NOW): OtpChallenge {
  return {
    id: 'otp-1',
    expires_at: new Date(now + 5 * 60_000).toISOString(),
    resend_available_at: new Date(now + 60_000).toISOString(),
    attempts_left: 5,
    ...overrides,
  };
}

export function otpSentBody(challenge: OtpChallenge = otpChallenge()) {
  return { data: { message: 'OTP sent', otp: challenge } };
}

export function signedBody(
  referenceNumbers: string[],
  message = 'Document signed successfully',
): SignedResponse {
  return {
    data: {
      message,
      reference_numbers: referenceNumbers,
      otp_detail: { id: 'otp-1', message: 'Verified' },
    },
  };
}

/** The server's answer to a send or resend within 60 s of the last code. */
export function otpTooSoonReply(seconds: number): MockReply {
  return {
    status: 429,
    headers: { 'retry-after': String(seconds) },
    data: errorBody({
      status: 429,
      code: 'otp_resend_too_soon',
      error: `Please wait ${seconds} seconds before requesting a new code`,
    }),
  };
}

/** A bulk's progress as GET bulk-sign/{id} answers it. */
export function bulkProgress(overrides: Partial<BulkProgress> = {}): BulkProgress {
  const progress: BulkProgress = {
    id: 'bulk-1',
    total: 3,
    signed: 0,
    failed: 0,
    state: 'running',
    errors: [],
    message: '0 of 3 documents signed',
    started_at: '2025-03-01T08:00:00.000Z',
    finished_at: null,
    seen: false,
    ...overrides,
  };
  return progress;
}

/** The 202 of POST bulk-sign/otp/verify/{id}: signing started, with the bulk's progress. */
export function bulkStartedBody(progress: BulkProgress = bulkProgress()): BulkVerifyResponse {
  return {
    data: {
      message: progress.message,
      otp_detail: { id: 'otp-1', message: 'Verified' },
      bulk: progress,
    },
  };
}
