import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError } from '@esign/ui-kit';
import { errorBody, requestBody, requestPath, type MockReply } from '@esign/api-client/testing';
import {
  bulkProgress,
  bulkStartedBody,
  otpChallenge,
  otpSentBody,
  otpTooSoonReply,
} from '../testing/factories';
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

/** The bulk done with `signed` documents signed. */
const done = (signed: number, overrides: Parameters<typeof bulkProgress>[0] = {}) =>
  bulkProgress({
    signed,
    state: 'done',
    message: `${signed} documents signed`,
    finished_at: '2025-03-01T08:00:05.000Z',
    ...overrides,
  });

const bulkCreated = () => ({
  status: 201,
  data: {
    data: {
      data: { id: 'bulk-1', reference_numbers: REFS, created_at: '2025-03-01T08:00:00.000Z' },
    },
  },
});

/**
 * The server of a bulk whose code (otp-bulk-9) is sent at once: creating the bulk and sending the
 * code answer, every other path goes to `rest` (404 when it has no answer).
 */
const serveBulkSigning = (rest: (path: string) => MockReply | undefined) =>
  serveHttp((request) => {
    const path = requestPath(request);
    if (path === `${ADMIN}/bulk-sign/documents`) return bulkCreated();
    if (path === `${ADMIN}/bulk-sign/otp/send`)
      return { status: 200, data: otpSentBody(otpChallenge({ id: 'otp-bulk-9' })) };
    return rest(path) ?? { status: 404, data: {} };
  });

/** Types the code once the dialog has it and presses Verify. */
async function verifyCode(user: Pick<typeof userEvent, 'type' | 'click'> = userEvent) {
  const input = await screen.findByLabelText('One-time password');
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

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
        return { status: 202, data: bulkStartedBody(done(3)) };
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
    expect(adapter.requests.map(requestPath)).toContain(`${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`);
  });

  it('creates the bulk, sends one code, verifies it by the code id, shows the documents signed as they complete, then the result, and puts it away', async () => {
    jest.useFakeTimers({ now: Date.parse('2025-03-01T08:00:00.000Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSigned = jest.fn();
    const onClose = jest.fn();
    // What each poll of the progress answers, in order.
    const polls = [bulkProgress({ signed: 1, message: '1 of 3 documents signed' }), done(3)];
    const adapter = serveBulkSigning((path) => {
      if (path === `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`)
        return { status: 202, data: bulkStartedBody(bulkProgress()) };
      if (path === `${ADMIN}/bulk-sign/bulk-1`)
        return { status: 200, data: { data: polls.shift() ?? done(3) } };
      if (path === `${ADMIN}/bulk-sign/bulk-1/seen`)
        return { status: 200, data: { data: done(3, { seen: true }) } };
      return undefined;
    });
    renderWithProviders(
      <BulkSignDialog referenceNumbers={REFS} open onClose={onClose} onSigned={onSigned} />,
    );

    await verifyCode(user);
    expect(requestBody(adapter.at(0))).toEqual({ reference_numbers: REFS });
    expect(requestBody(adapter.at(1))).toEqual({ reference_numbers: REFS });

    // The verify answers at once; the progress shows what is signed so far.
    expect(await screen.findByText('Signed 0 of 3 documents')).toBeInTheDocument();
    expect(requestBody(adapter.at(2))).toEqual({ otp: '654321' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByText('Signed 1 of 3 documents')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });

    expect(await screen.findByText('Documents Signed')).toBeInTheDocument();
    expect(screen.getByText('3 documents signed')).toBeInTheDocument();
    expect(onSigned).toHaveBeenCalledWith(expect.objectContaining({ signed: 3, state: 'done' }));
    expect(adapter.requests.filter((r) => requestPath(r).includes('/verify/'))).toHaveLength(1);
    // Once done, the progress is no longer asked for.
    const polled = adapter.requests.filter((r) => requestPath(r) === `${ADMIN}/bulk-sign/bulk-1`);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(
      adapter.requests.filter((r) => requestPath(r) === `${ADMIN}/bulk-sign/bulk-1`),
    ).toHaveLength(polled.length);

    await user.click(screen.getByRole('button', { name: /close|ok/i }));
    await waitFor(() =>
      expect(adapter.requests.map(requestPath)).toContain(`${ADMIN}/bulk-sign/bulk-1/seen`),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('may be closed while the documents are being signed, leaving the bulk to finish', async () => {
    const onClose = jest.fn();
    const adapter = serveBulkSigning((path) => {
      if (path === `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`)
        return { status: 202, data: bulkStartedBody(bulkProgress({ signed: 2 })) };
      if (path === `${ADMIN}/bulk-sign/bulk-1`)
        return { status: 200, data: { data: bulkProgress({ signed: 2 }) } };
      return undefined;
    });
    renderWithProviders(<BulkSignDialog referenceNumbers={REFS} open onClose={onClose} />);
    await verifyCode();
    expect(await screen.findByText('Signed 2 of 3 documents')).toBeInTheDocument();
    expect(
      screen.getByText(/the result waits on the Need to Sign page/, { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    // Nothing is put away: the bulk is still signing.
    expect(adapter.requests.map(requestPath)).not.toContain(`${ADMIN}/bulk-sign/bulk-1/seen`);
  });

  it('toasts the failure when no document of the bulk could be signed, with each reason', async () => {
    const message =
      '0 of 3 documents signed. Not signed: DOC-1: voided; DOC-2: voided; DOC-3: voided';
    serveBulkSigning((path) =>
      path === `${ADMIN}/bulk-sign/otp/verify/otp-bulk-9`
        ? {
            status: 202,
            data: bulkStartedBody(
              bulkProgress({ state: 'done', failed: 3, message, errors: ['DOC-1: voided'] }),
            ),
          }
        : undefined,
    );
    renderWithProviders(<BulkSignDialog referenceNumbers={REFS} open onClose={jest.fn()} />);
    await verifyCode();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed Bulk Signing Document', message),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
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
