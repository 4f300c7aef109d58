import { describe, expect, it } from '@jest/globals';
import { isSensitiveKey, redact, redactUrl } from './redact';

describe('redact', () => {
  it('treats passwords, OTPs, tokens, secrets, cookies and authorization as secrets in any case and spelling', () => {
    for (const key of [
      'password',
      'Password',
      'new_password',
      'newPassword',
      'otp',
      'OTP',
      'otp_code',
      'token',
      'refresh_token',
      'x-refresh-token',
      'client_secret',
      'secret',
      'Authorization',
      'cookie',
      'set-cookie',
      'api_key',
      'private_key',
    ]) {
      expect(isSensitiveKey(key)).toBe(true);
    }
  });

  it('keeps ordinary fields, including harmless ones that mention a secret word', () => {
    for (const key of [
      'username',
      'shipping',
      'token_type',
      'token_expires_in',
      'otp_status',
      'notification_topup',
      'signing_type',
      'expires_in',
    ]) {
      expect(isSensitiveKey(key)).toBe(false);
    }
  });

  it('redacts at any depth, inside arrays, without changing the input', () => {
    const input = { a: { b: [{ Password: 'x', keep: 1 }] }, token: { nested: 'y' } };
    expect(redact(input)).toEqual({
      a: { b: [{ Password: '[REDACTED]', keep: 1 }] },
      token: '[REDACTED]',
    });
    expect(input.a.b[0]?.Password).toBe('x');
  });

  it('redacts sensitive query parameters only', () => {
    expect(redactUrl('/api/x?otp=1&page=2')).toBe('/api/x?otp=%5BREDACTED%5D&page=2');
    expect(redactUrl('/api/x?page=2')).toBe('/api/x?page=2');
  });
});
