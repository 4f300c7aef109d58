import { resendDocumentOtp } from '../api/resend-document-otp';
import { sendDocumentOtp } from '../api/send-document-otp';
import { verifyDocumentOtp } from '../api/verify-document-otp';
import { OtpSigningDialog } from './otp-signing-dialog';

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
  return (
    <OtpSigningDialog
      open={open}
      subject={referenceNumber}
      title="Sign Document"
      failureTitle={SIGNING_FAILED_TITLE}
      verifyingLabel="Signing the document…"
      requestCode={() => sendDocumentOtp(referenceNumber)}
      resendCode={() => resendDocumentOtp(referenceNumber)}
      verifyCode={(otp) => verifyDocumentOtp({ referenceNumber, otp })}
      success={{
        title: 'Document Signed',
        message: (result) => result.message || 'The document has been signed.',
      }}
      onClose={onClose}
      onVerified={(result) => onSigned?.(result.reference_numbers)}
    />
  );
}
