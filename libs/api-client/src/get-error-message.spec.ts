import {
  FALLBACK_ERROR_MESSAGE,
  getErrorMessage,
  getErrorStatus,
  INVALID_DATA_MESSAGE,
  NOT_FOUND_MESSAGE,
} from './get-error-message';
import { errorBody, httpError } from './testing/factories';

describe('getErrorMessage (spec §8 message rule)', () => {
  it('says data not found for any 404, whatever the body says', () => {
    expect(
      getErrorMessage(
        httpError(404, errorBody({ status: 404, error: 'Document 9 does not exist' })),
      ),
    ).toBe(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).toBe('Data not found. Please try again later...');
  });

  it('says the data sent is invalid for any 400, even with field messages', () => {
    const body = errorBody({
      status: 400,
      messages: [{ param: 'email', messages: ['is invalid'] }],
    });
    expect(getErrorMessage(httpError(400, body))).toBe(INVALID_DATA_MESSAGE);
    expect(INVALID_DATA_MESSAGE).toBe('Data sent is invalid. Please try again later...');
  });

  it('uses the first entry of an errors array', () => {
    const body = errorBody({
      error: 'Top-up failed',
      errors: ['Balance is not enough', 'Second problem'],
    });
    expect(getErrorMessage(httpError(422, body))).toBe('Balance is not enough');
  });

  it('uses the error sentence itself when there is no errors array', () => {
    expect(
      getErrorMessage(httpError(409, errorBody({ error: 'Document was already signed' }))),
    ).toBe('Document was already signed');
  });

  it('uses the error sentence when the errors array is empty', () => {
    expect(
      getErrorMessage(httpError(409, errorBody({ error: 'Already voided', errors: [] }))),
    ).toBe('Already voided');
  });

  it('names the param of an object message, underscores as spaces, followed by its messages', () => {
    const body = {
      messages: [
        'ignored',
        { param: 'phone_number', messages: ['must be numeric', 'is too short'] },
      ],
    };
    expect(getErrorMessage(httpError(422, body))).toBe(
      'phone number must be numeric, is too short',
    );
  });

  it('uses a first string message as is', () => {
    expect(getErrorMessage(httpError(422, { messages: ['Vendor PrivyID not found'] }))).toBe(
      'Vendor PrivyID not found',
    );
  });

  it('falls back when the body says nothing usable', () => {
    expect(getErrorMessage(httpError(500, {}))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(getErrorMessage(httpError(502, '<html>Bad gateway</html>'))).toBe(
      FALLBACK_ERROR_MESSAGE,
    );
    expect(FALLBACK_ERROR_MESSAGE).toBe('Something went wrong. Please try again later...');
  });

  it('falls back for errors that are not HTTP failures, without leaking their text', () => {
    expect(getErrorMessage(new TypeError('x is undefined'))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(getErrorMessage('boom')).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('getErrorStatus', () => {
  it('gives the HTTP status of a failed call', () => {
    expect(getErrorStatus(httpError(429))).toBe(429);
  });

  it('gives null when there was no response', () => {
    expect(getErrorStatus(new Error('Network Error'))).toBeNull();
  });
});
