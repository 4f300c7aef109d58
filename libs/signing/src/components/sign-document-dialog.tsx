import { useEffect, useRef, useState } from 'react';
import type { OtpChallenge } from '@esign/contract';
import { SharedDialog } from '@esign/ui-kit';
import { useResendDocumentOtp } from '../api/resend-document-otp';
import { useSendDocumentOtp } from '../api/send-document-otp';
import { useVerifyDocumentOtp } from '../api/verify-document-otp';
import { otpFailureMessage } from '../model/otp-failure-message';
import { OtpDialogFrame } from './otp-dialog-frame';
import { OtpStep } from './otp-step';
import { useOtpFailure } from './use-otp-failure';

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
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const { error, locked, fail, clear } = useOtpFailure(SIGNING_FAILED_TITLE);
  const [signedMessage, setSignedMessage] = useState<string | null>(null);
  const send = useSendDocumentOtp();
  const resend = useResendDocumentOtp();
  const verify = useVerifyDocumentOtp();
  // One request per opening, also under StrictMode's doubled effects (refs survive them).
  const requested = useRef(false);
  const received = (next: OtpChallenge) => {
    clear();
    setChallenge(next);
  };

  useEffect(() => {
    if (!open) {
      requested.current = false;
      setChallenge(null);
      clear();
      return;
    }
    if (requested.current) return;
    requested.current = true;
    send.mutate(referenceNumber, { onSuccess: received, onError: (failure) => fail(failure) });
  }, [open, referenceNumber]); // eslint-disable-line react-hooks/exhaustive-deps

  // After five wrong codes the code is locked: a resend brings a new one.
  const handleResend = () =>
    resend.mutate(referenceNumber, { onSuccess: received, onError: (failure) => fail(failure) });

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
