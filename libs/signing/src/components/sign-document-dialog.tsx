import { useState } from 'react';
import { SharedDialog } from '@esign/ui-kit';
import { useResendDocumentOtp } from '../api/resend-document-otp';
import { useSendDocumentOtp } from '../api/send-document-otp';
import { useVerifyDocumentOtp } from '../api/verify-document-otp';
import { otpFailureMessage } from '../model/otp-failure-message';
import { OtpDialogFrame } from './otp-dialog-frame';
import { OtpStep } from './otp-step';
import { useOtpChallenge } from './use-otp-challenge';

export const SIGNING_FAILED_TITLE = 'Failed Signing Document';

export type SignDocumentDialogProps = {
  referenceNumber: string;
  open: boolean;
  /** Called when the user cancels, and after the success dialog is closed. */
  onClose: () => void;
  /** Called once the document is signed (refresh the lists and the detail here). */
  onSigned?: (referenceNumbers: string[]) => void;
};

/** Single signing (spec §4): a code is requested on open, entered, resent after the cooldown, verified. */
export function SignDocumentDialog({
  referenceNumber,
  open,
  onClose,
  onSigned,
}: SignDocumentDialogProps) {
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const send = useSendDocumentOtp();
  const resend = useResendDocumentOtp();
  const verify = useVerifyDocumentOtp();
  const { challenge, received, keepSentCode, error, locked, fail } = useOtpChallenge(
    open,
    SIGNING_FAILED_TITLE,
    (onCode, onFailure, onRefused) =>
      send.mutate(referenceNumber, {
        onSuccess: onCode,
        // Verify goes by the document, so the code sent before works without knowing its id.
        onError: (failure) => onRefused(failure) || onFailure(failure),
      }),
  );

  // After five wrong codes the code is locked: a resend brings a new one.
  const handleResend = () =>
    resend.mutate(referenceNumber, {
      onSuccess: received,
      onError: (failure) => keepSentCode(failure) || fail(failure),
    });

  const handleVerify = (otp: string) => {
    verify.mutate(
      { referenceNumber, otp },
      {
        onSuccess: (result) => {
          setSignedMessage(result.message || 'The document has been signed.');
          onSigned?.(result.reference_numbers);
        },
        onError: (failure) => fail(failure, otpFailureMessage(failure)),
      },
    );
  };

  const closeSuccess = () => {
    setSignedMessage(null);
    onClose();
  };

  return (
    <>
      <OtpDialogFrame
        open={open && signedMessage === null}
        title="Sign Document"
        onClose={() => !verify.isPending && onClose()}
      >
        <OtpStep
          key={referenceNumber}
          challenge={challenge}
          verifying={verify.isPending}
          resending={resend.isPending || send.isPending}
          error={error}
          locked={locked}
          onVerify={handleVerify}
          onResend={handleResend}
          onCancel={onClose}
          verifyingLabel="Signing the document…"
        />
      </OtpDialogFrame>
      <SharedDialog
        open={signedMessage !== null}
        icon="document-signed"
        title="Document Signed"
        message={signedMessage ?? ''}
        onClose={closeSuccess}
      />
    </>
  );
}
