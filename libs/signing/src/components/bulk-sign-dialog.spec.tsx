import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@esign/ui-kit';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import { otpChallenge, otpSentBody, otpTooSoonReply, signedBody } from '../testing/factories';
import { renderWithProviders, serveHttp } from '../testing/render-with-providers';
import { BulkSignDialog } from './bulk-sign-dialog';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ADMIN = '/api/admin/api/v1';
const REFS = ['DOC-1', 'DOC-2', 'DOC-3'];

/** A code sent for the bulk, resendable `resendInMs` from now. */
const codeSent = (id: string, resendInMs: number) => ({
  status: 200,
  data: otpSentBody(
    otpChallenge({ id, resend_available_at: new Date(Date.now() + resendInMs).toISOString() }),
  ),
});

const bulkCreated = () => ({
  status: 201,
  data: {
    data: {
      data: { id: 'bulk-1', reference_numbers: REFS, created_at: '2025-03-01T08:00:00.000Z' },
    },
  },
});

describe('BulkSignDialog', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps the code already sent when a resend is refused as too soon (429), and counts down again', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-03-01T08:00:00.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${ADMIN}/bulk-sign/documents`) return bulkCreated();
      if (path === `${ADMIN}/bulk-sign/otp/send`)
        // The client's clock runs ahead of the server's: the button says a resend is due.
        return codeSent('otp-bulk-9', 0);
      if (path === `${ADMIN}/bulk-sign/otp/resend/otp-bulk-9`) return otpTooSoonReply(30);
      if (path === `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`)
        return { status: 200, data: signedBody(REFS, '3 documents signed') };
      return { status: 404, data: {} };
    });
    renderWithProviders(<BulkSignDialog referenceNumbers={REFS} open onClose={jest.fn()} />);

    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 0:30' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();

    expect(input).toBeEnabled();
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('3 documents signed')).toBeInTheDocument();
    expect(requestPath(adapter.at(adapter.requests.length - 1))).toBe(
      `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`,
    );
  });

  it('creates the bulk, sends one code, verifies it by the code id and shows progress then success', async () => {
    let releaseVerify: () => void = () => undefined;
    const onSigned = jest.fn();
    const adapter = serveHttp(async (request) => {
      const path = requestPath(request);
      if (path === `${ADMIN}/bulk-sign/documents`) return bulkCreated();
      if (path === `${ADMIN}/bulk-sign/otp/send`)
        return { status: 200, data: otpSentBody(otpChallenge({ id: 'otp-bulk-9' })) };
      if (path === `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`) {
        await new Promise<void>((resolve) => {
          releaseVerify = resolve;
        });
        return { status: 200, data: signedBody(REFS, '3 documents signed') };
      }
      return { status: 404, data: {} };
    });
    renderWithProviders(
      <BulkSignDialog referenceNumbers={REFS} open onClose={jest.fn()} onSigned={onSigned} />,
    );

    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    expect(requestBody(adapter.at(0))).toEqual({ reference_numbers: REFS });
    expect(requestBody(adapter.at(1))).toEqual({ reference_numbers: REFS });
    await userEvent.type(input, '654321');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await userEvent.click(verify);

    expect(await screen.findByText('Signing 3 documents…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Verify/ })).toBeDisabled();
    releaseVerify();

    expect(await screen.findByText('Documents Signed')).toBeInTheDocument();
    expect(screen.getByText('3 documents signed')).toBeInTheDocument();
    expect(requestBody(adapter.at(2))).toEqual({ otp: '654321' });
    expect(adapter.requests.filter((r) => requestPath(r).includes('/verify/'))).toHaveLength(1);
    expect(onSigned).toHaveBeenCalledWith(REFS);
  });

  it('toasts and shows why the bulk cannot be created', async () => {
    serveHttp(() => ({ status: 409, data: errorBody({ error: 'DOC-2 cannot be signed now' }) }));
    renderWithProviders(<BulkSignDialog referenceNumbers={REFS} open onClose={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('DOC-2 cannot be signed now');
    expect(notifyError).toHaveBeenCalledWith(
      'Failed Bulk Signing Document',
      'DOC-2 cannot be signed now',
    );
  });

  it('resends by the code id once the cooldown is over', async () => {
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${ADMIN}/bulk-sign/documents`) return bulkCreated();
      if (path === `${ADMIN}/bulk-sign/otp/send`) return codeSent('otp-7', -1000);
      if (path === `${ADMIN}/bulk-sign/otp/resend/otp-7`)
        return { status: 200, data: otpSentBody(otpChallenge({ id: 'otp-8' })) };
      return { status: 404, data: {} };
    });
    renderWithProviders(<BulkSignDialog referenceNumbers={REFS} open onClose={jest.fn()} />);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await userEvent.click(resend);
    await waitFor(() =>
      expect(adapter.requests.map(requestPath)).toContain(`${ADMIN}/bulk-sign/otp/resend/otp-7`),
    );
  });
});
