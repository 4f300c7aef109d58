import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { loginErrorMessage, TOO_MANY_ATTEMPTS_MESSAGE } from './login-error-message';

function failure(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, {
    status,
    statusText: '',
    data,
    headers: new AxiosHeaders(headers),
    config,
  });
}

describe('loginErrorMessage', () => {
  it('says clearly to wait after too many attempts', () => {
    expect(loginErrorMessage(failure(429, { error: 'Too Many Requests' }))).toBe(
      TOO_MANY_ATTEMPTS_MESSAGE,
    );
  });

  it('says how long to wait when the server tells', () => {
    expect(loginErrorMessage(failure(429, {}, { 'retry-after': '300' }))).toBe(
      'Too many sign-in attempts. Please try again later, in 5 minutes.',
    );
  });

  it('uses the message rule otherwise', () => {
    expect(loginErrorMessage(failure(401, { error: 'Wrong username or password' }))).toBe(
      'Wrong username or password',
    );
  });
});
