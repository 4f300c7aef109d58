import { AxiosError, AxiosHeaders } from 'axios';
import {
  SSO_CANCELLED_MESSAGE,
  SSO_FAILED_MESSAGE,
  SSO_IN_PROGRESS_MESSAGE,
  SSO_STATE_MISMATCH_MESSAGE,
  SSO_UNREACHABLE_MESSAGE,
  ssoErrorMessage,
} from './sso-error-message';
import { msalError } from './testing/fake-msal';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('ssoErrorMessage', () => {
  it('says the popup was closed when the user closed it', () => {
    expect(ssoErrorMessage(msalError('user_cancelled'))).toBe(SSO_CANCELLED_MESSAGE);
  });

  it.each(['state_mismatch', 'state_not_found', 'no_state_in_hash'])(
    'says the response does not belong to this sign-in (%s)',
    (code) => {
      expect(ssoErrorMessage(msalError(code))).toBe(SSO_STATE_MISMATCH_MESSAGE);
    },
  );

  it('says another sign-in is in progress', () => {
    expect(ssoErrorMessage(msalError('interaction_in_progress'))).toBe(SSO_IN_PROGRESS_MESSAGE);
  });

  it('says the provider could not be reached', () => {
    expect(ssoErrorMessage(msalError('endpoints_resolution_error'))).toBe(SSO_UNREACHABLE_MESSAGE);
  });

  it("shows the provider's refusal with its description", () => {
    expect(
      ssoErrorMessage(
        msalError(
          'access_denied',
          'access_denied: The user cancelled the sign-in\nTrace ID: 1',
          'ServerError',
        ),
      ),
    ).toBe(
      'The identity provider refused the sign-in (access_denied): The user cancelled the sign-in',
    );
  });

  it("uses the server's sentence when auth/sso-login refuses (another tenant, not an SSO user)", () => {
    expect(
      ssoErrorMessage(
        httpError(401, { error: 'The single sign-on account belongs to another organisation.' }),
      ),
    ).toBe('The single sign-on account belongs to another organisation.');
  });

  it('names an unexpected MSAL failure and falls back to a plain sentence otherwise', () => {
    expect(ssoErrorMessage(msalError('crypto_nonexistent'))).toBe(
      'Single sign-on failed (crypto_nonexistent). Please try again.',
    );
    expect(ssoErrorMessage(new Error('boom'))).toBe(SSO_FAILED_MESSAGE);
  });
});
