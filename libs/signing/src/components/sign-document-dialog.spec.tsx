import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@esign/ui-kit';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import { otpChallenge, otpSentBody, otpTooSoonReply, signedBody } from '../testing/factories';
import { renderWithProviders, serveHttp } from '../testing/render-with-providers';
import { SignDocumentDialog } from './sign-document-dialog';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const BASE = '/api/admin/api/v1/document/DOC-001/otp';

afterEach(() => {
  jest.useRealTimers();
});

describe('SignDocumentDialog', () => {
  it('requests a code on open, verifies it, shows the signed dialog and reports the signature', async () => {
    const onSigned = jest.fn();
    const onClose = jest.fn();
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${BASE}/send`)
        return {
          status: 200,
          data: otpSentBody(
            otpChallenge({ resend_available_at: new Date(Date.now() + 60_000).toISOString() }),
          ),
        };
      if (path === `${BASE}/verify`) return { status: 200, data: signedBody(['DOC-001']) };
      return { status: 404, data: errorBody({ status: 404 }) };
    });
    renderWithProviders(
      <SignDocumentDialog referenceNumber="DOC-001" open onClose={onClose} onSigned={onSigned} />,
    );

    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    expect(requestPath(adapter.at(0))).toBe(`${BASE}/send`);
    expect(input).toHaveFocus();
    await userEvent.type(input, '12a3456');
    expect(input).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Document Signed')).toBeInTheDocument();
    expect(screen.getByText('Document signed successfully')).toBeInTheDocument();
    expect(document.querySelector('[data-icon="document-signed"]')).not.toBeNull();
    expect(requestBody(adapter.at(1))).toEqual({ otp: '123456' });
    expect(onSigned).toHaveBeenCalledWith(['DOC-001']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the message of a failed verify and toasts it', async () => {
    serveHttp((request) => {
      if (requestPath(request) === `${BASE}/send`) return { status: 200, data: otpSentBody() };
      return { status: 422, data: errorBody({ error: 'Wrong code, 4 attempts left' }) };
    });
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);
    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code, 4 attempts left');
    expect(notifyError).toHaveBeenCalledWith(
      'Failed Signing Document',
      'Wrong code, 4 attempts left',
    );
  });

  it('keeps Verify off once the code is locked, until a resend brings a new code', async () => {
    let sent = 0;
    serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${BASE}/send` || path === `${BASE}/resend`) {
        sent += 1;
        return {
          status: 200,
          data: otpSentBody(
            otpChallenge({
              id: `otp-${sent}`,
              resend_available_at: new Date(Date.now() - 1000).toISOString(),
            }),
          ),
        };
      }
      return {
        status: 423,
        data: {
          ...errorBody({ status: 423 }),
          otp_detail: { id: 'otp-1', message: 'The code is locked. Request a new code' },
        },
      };
    });
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);
    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is locked. Request a new code',
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(input).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toBe(2);
  });

  it('prefers the otp_detail message the server returned with the failure', async () => {
    serveHttp((request) => {
      if (requestPath(request) === `${BASE}/send`) return { status: 200, data: otpSentBody() };
      return {
        status: 422,
        data: { ...errorBody(), data: { otp_detail: { id: 'otp-1', message: 'OTP is invalid' } } },
      };
    });
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);
    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP is invalid');
  });

  it('keeps resend disabled with a live countdown until resend_available_at, then resends', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-03-01T08:00:00.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      const challenge = otpChallenge({
        resend_available_at: new Date(Date.now() + 60_000).toISOString(),
      });
      if (path === `${BASE}/send` || path === `${BASE}/resend`)
        return { status: 200, data: otpSentBody(challenge) };
      return { status: 404, data: {} };
    });
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);

    const resend = await screen.findByRole('button', { name: 'Resend code in 1:00' });
    expect(resend).toBeDisabled();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'Resend code in 0:45' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(45_000));
    const ready = screen.getByRole('button', { name: 'Resend code' });
    expect(ready).toBeEnabled();
    await user.click(ready);
    await waitFor(() => expect(adapter.requests.map(requestPath)).toContain(`${BASE}/resend`));
    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
  });

  it('lets the user enter the code already sent when reopening within the resend window (429), counting down to a resend', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-03-01T08:00:00.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${BASE}/send`) return otpTooSoonReply(42);
      if (path === `${BASE}/resend`) return { status: 200, data: otpSentBody(otpChallenge()) };
      if (path === `${BASE}/verify`) return { status: 200, data: signedBody(['DOC-001']) };
      return { status: 404, data: errorBody({ status: 404 }) };
    });
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);

    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    expect(screen.queryByText('Sending the code…')).not.toBeInTheDocument();
    expect(screen.getByText(/code we sent you earlier/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resend code in 0:42' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Document Signed')).toBeInTheDocument();
    expect(adapter.requests.map(requestPath)).toEqual([`${BASE}/send`, `${BASE}/verify`]);
  });

  it('toasts when the code cannot be requested', async () => {
    serveHttp(() => ({ status: 409, data: errorBody({ error: 'The document is voided' }) }));
    renderWithProviders(<SignDocumentDialog referenceNumber="DOC-001" open onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The document is voided');
    expect(notifyError).toHaveBeenCalledWith('Failed Signing Document', 'The document is voided');
  });
});
