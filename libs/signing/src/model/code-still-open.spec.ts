import { httpError } from '@esign/api-client/testing';
import { codeStillOpen } from './code-still-open';

const now = Date.parse('2025-03-01T08:00:00.000Z');

function tooSoon(retryAfter?: string) {
  const error = httpError(429, { error: 'Please wait' });
  if (error.response && retryAfter !== undefined)
    error.response.headers['retry-after'] = retryAfter;
  return error;
}

describe('codeStillOpen', () => {
  it('reads a 429 as the code sent before, resendable after retry-after seconds', () => {
    expect(codeStillOpen(tooSoon('42'), now)).toEqual({
      id: null,
      resend_available_at: '2025-03-01T08:00:42.000Z',
    });
  });

  it('offers a resend at once when the 429 has no usable retry-after', () => {
    expect(codeStillOpen(tooSoon(), now)?.resend_available_at).toBe('2025-03-01T08:00:00.000Z');
    expect(codeStillOpen(tooSoon('soon'), now)?.resend_available_at).toBe(
      '2025-03-01T08:00:00.000Z',
    );
  });

  it('is null for any other failure', () => {
    expect(codeStillOpen(httpError(409), now)).toBeNull();
    expect(codeStillOpen(new Error('Network Error'), now)).toBeNull();
  });
});
