import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OtpChallenge } from '@esign/contract';
import { FormDialog, SharedDialog } from '@esign/ui-kit';
import { otpFailureMessage } from '../model/otp-failure-message';
import { OtpStep } from './otp-step';
import { useOtpChallenge } from './use-otp-challenge';

export type OtpSigningDialogProps<TResult> = {
  open: boolean;
  /** Remounts the code entry when it changes (another document). */
  subject: string;
  /** The dialog's title, e.g. 'Sign Document'. */
  title: string;
  /** The §8 toast title of a failure, e.g. 'Failed Signing Document'. */
  failureTitle: string;
  /** Shown while verifying, e.g. 'Signing the document…'. */
  verifyingLabel: string;
  /** Asks for a code when the dialog opens (or hands over one already sent). */
  requestCode: () => Promise<OtpChallenge>;
  /** Asks for a new code after the cooldown. */
  resendCode: () => Promise<OtpChallenge>;
  /** Verifies the code and performs the protected action. */
  verifyCode: (otp: string) => Promise<TResult>;
  /**
   * The success dialog: its title and message from the result. Without it the dialog just closes
   * after `onVerified` (the caller shows its own result).
   */
  success?: { title: string; message: (result: TResult) => string };
  /** Called when the user cancels, and after the success dialog is closed. */
  onClose: () => void;
  /** Called once the code was accepted. */
  onVerified?: (result: TResult) => void;
};

/**
 * The OTP flow of spec §4 driven by given calls: a code is requested on open, entered, resent after
 * the cooldown, verified. Single signing and sending an upload (the uploader's own signature) both
 * use it with their own endpoints.
 */
export function OtpSigningDialog<TResult>({
  open,
  subject,
  title,
  failureTitle,
  verifyingLabel,
  requestCode,
  resendCode,
  verifyCode,
  success,
  onClose,
  onVerified,
}: OtpSigningDialogProps<TResult>) {
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  // Wrapped: the given calls receive only their own arguments, not the mutation's context.
  const send = useMutation({ mutationFn: () => requestCode() });
  const resend = useMutation({ mutationFn: () => resendCode() });
  const verify = useMutation({ mutationFn: (otp: string) => verifyCode(otp) });
  const { challenge, received, keepSentCode, error, locked, fail } = useOtpChallenge(
    open,
    failureTitle,
    (onCode, onFailure, onRefused) =>
      send.mutate(undefined, {
        onSuccess: onCode,
        // Verify goes by the subject, so the code sent before works without knowing its id.
        onError: (failure) => onRefused(failure) || onFailure(failure),
      }),
  );

  // After five wrong codes the code is locked: a resend brings a new one.
  const handleResend = () =>
    resend.mutate(undefined, {
      onSuccess: received,
      onError: (failure) => keepSentCode(failure) || fail(failure),
    });

  const handleVerify = (otp: string) => {
    verify.mutate(otp, {
      onSuccess: (result) => {
        onVerified?.(result);
        if (success) setSuccessMessage(success.message(result));
        else onClose();
      },
      onError: (failure) => fail(failure, otpFailureMessage(failure)),
    });
  };

  const closeSuccess = () => {
    setSuccessMessage(null);
    onClose();
  };

  return (
    <>
      <FormDialog
        open={open && successMessage === null}
        title={title}
        onClose={() => !verify.isPending && onClose()}
        maxWidth={440}
        closeOnInteractOutside={false}
      >
        <OtpStep
          key={subject}
          challenge={challenge}
          verifying={verify.isPending}
          resending={resend.isPending || send.isPending}
          error={error}
          locked={locked}
          onVerify={handleVerify}
          onResend={handleResend}
          onCancel={onClose}
          verifyingLabel={verifyingLabel}
        />
      </FormDialog>
      {success ? (
        <SharedDialog
          open={successMessage !== null}
          icon="document-signed"
          title={success.title}
          message={successMessage ?? ''}
          onClose={closeSuccess}
        />
      ) : null}
    </>
  );
}
