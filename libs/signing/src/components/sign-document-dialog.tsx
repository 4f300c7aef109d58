import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import type { OtpChallenge } from '@esign/contract';
import { notifyError, SharedDialog } from '@esign/ui-kit';
import { useResendDocumentOtp } from '../api/resend-document-otp';
import { useSendDocumentOtp } from '../api/send-document-otp';
import { useVerifyDocumentOtp } from '../api/verify-document-otp';
import { otpFailureMessage } from '../model/otp-failure-message';
import { OtpDialogFrame } from './otp-dialog-frame';
import { OtpStep } from './otp-step';

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
export function SignDocumentDialog({ referenceNumber, open, onClose, onSigned }: SignDocumentDialogProps) {
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const send = useSendDocumentOtp();
  const resend = useResendDocumentOtp();
  const verify = useVerifyDocumentOtp();
  // One request per opening, also under StrictMode's doubled effects (refs survive them).
  const requested = useRef(false);

  useEffect(() => {
    if (!open) {
      requested.current = false;
      setChallenge(null);
      setError(null);
      return;
    }
    if (requested.current) return;
    requested.current = true;
    send.mutate(referenceNumber, {
      onSuccess: setChallenge,
      onError: (failure) => {
        const message = getErrorMessage(failure);
        setError(message);
        notifyError(SIGNING_FAILED_TITLE, message);
      },
    });
  }, [open, referenceNumber]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleResend = () => {
    setError(null);
    resend.mutate(referenceNumber, {
      onSuccess: setChallenge,
      onError: (failure) => {
        const message = getErrorMessage(failure);
        setError(message);
        notifyError(SIGNING_FAILED_TITLE, message);
      },
    });
  };

  const handleVerify = (otp: string) => {
    setError(null);
    verify.mutate(
      { referenceNumber, otp },
      {
        onSuccess: (result) => {
          setSignedMessage(result.message || 'The document has been signed.');
          onSigned?.(result.reference_numbers);
        },
        onError: (failure) => {
          const message = otpFailureMessage(failure);
          setError(message);
          notifyError(SIGNING_FAILED_TITLE, message);
        },
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
