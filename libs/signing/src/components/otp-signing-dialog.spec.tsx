import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtpChallenge } from '@esign/contract';
import { otpChallenge } from '../testing/factories';
import { renderWithProviders } from '../testing/render-with-providers';
import { OtpSigningDialog } from './otp-signing-dialog';

describe('OtpSigningDialog', () => {
  it('runs the code step with the given calls and closes after a verified code without a success dialog', async () => {
    const challenge = otpChallenge();
    const requestCode = jest.fn(() => Promise.resolve(challenge));
    const resendCode = jest.fn((): Promise<OtpChallenge> => Promise.resolve(challenge));
    const verifyCode = jest.fn((otp: string) => Promise.resolve(`sent with ${otp}`));
    const onVerified = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <OtpSigningDialog
        open
        subject="DOC-9"
        title="Sign and Send"
        failureTitle="Failed Signing Document"
        verifyingLabel="Sending…"
        requestCode={requestCode}
        resendCode={resendCode}
        verifyCode={verifyCode}
        onVerified={onVerified}
        onClose={onClose}
      />,
    );

    expect(await screen.findByText('Sign and Send')).toBeInTheDocument();
    const input = await screen.findByLabelText('One-time password');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('sent with 654321'));
    expect(onClose).toHaveBeenCalled();
    expect(requestCode).toHaveBeenCalledTimes(1);
    expect(resendCode).not.toHaveBeenCalled();
    expect(verifyCode).toHaveBeenCalledWith('654321');
  });
});
