import { useState } from 'react';
import { SharedDialog } from '@esign/ui-kit';
import { useCreateBulkSign } from '../api/create-bulk-sign';
import { useResendBulkOtp } from '../api/resend-bulk-otp';
import { useSendBulkOtp } from '../api/send-bulk-otp';
import { useVerifyBulkOtp } from '../api/verify-bulk-otp';
import { otpFailureMessage } from '../model/otp-failure-message';
import { OtpDialogFrame } from './otp-dialog-frame';
import { OtpStep } from './otp-step';
import { useOtpChallenge } from './use-otp-challenge';

export const BULK_SIGNING_FAILED_TITLE = 'Failed Bulk Signing Document';

export type BulkSignDialogProps = {
  referenceNumbers: readonly string[];
  open: boolean;
  /** Called when the user cancels, and after the success dialog is closed. */
  onClose: () => void;
  /** Called once every document of the bulk is signed. */
  onSigned?: (referenceNumbers: string[]) => void;
};

const documentsLabel = (count: number) => `${count} document${count === 1 ? '' : 's'}`;

/**
 * Bulk signing (spec §4): create the bulk from the selection, send one code, verify it by the
 * code's id; the server signs every document in that one call, so progress is indeterminate.
 */
export function BulkSignDialog({ referenceNumbers, open, onClose, onSigned }: BulkSignDialogProps) {
  const [signed, setSigned] = useState<{ message: string } | null>(null);
  const create = useCreateBulkSign();
  const send = useSendBulkOtp();
  const resend = useResendBulkOtp();
  const verify = useVerifyBulkOtp();
  // Each opening creates a new bulk, whose first send is never too soon; a refused send would leave
  // no code id to verify by, so it stays a failure here. Only a refused resend keeps the code.
  const { challenge, received, keepSentCode, error, locked, fail } = useOtpChallenge(
    open,
    BULK_SIGNING_FAILED_TITLE,
    (onCode, onFailure) =>
      void (async () => {
        try {
          const bulk = await create.mutateAsync(referenceNumbers);
          onCode(await send.mutateAsync(bulk.reference_numbers));
        } catch (failure) {
          onFailure(failure);
        }
      })(),
  );

  const handleResend = () => {
    if (!challenge?.id) return;
    // After five wrong codes the code is locked: a resend brings a new one.
    resend.mutate(challenge.id, {
      onSuccess: received,
      onError: (failure) => keepSentCode(failure) || fail(failure),
    });
  };

  const handleVerify = (otp: string) => {
    if (!challenge?.id) return;
    verify.mutate(
      { otpId: challenge.id, otp },
      {
        onSuccess: (result) => {
          const count = result.reference_numbers.length || referenceNumbers.length;
          setSigned({ message: result.message || `${documentsLabel(count)} signed.` });
          onSigned?.(result.reference_numbers);
        },
        onError: (failure) => fail(failure, otpFailureMessage(failure)),
      },
    );
  };

  const closeSuccess = () => {
    setSigned(null);
    onClose();
  };

  return (
    <>
      <OtpDialogFrame
        open={open && signed === null}
        title={`Sign ${documentsLabel(referenceNumbers.length)}`}
        onClose={() => !verify.isPending && onClose()}
      >
        <OtpStep
          challenge={challenge}
          verifying={verify.isPending}
          resending={resend.isPending || send.isPending || create.isPending}
          error={error}
          locked={locked}
          onVerify={handleVerify}
          onResend={handleResend}
          onCancel={onClose}
          verifyingLabel={`Signing ${documentsLabel(referenceNumbers.length)}…`}
        />
      </OtpDialogFrame>
      <SharedDialog
        open={signed !== null}
        icon="document-signed"
        title="Documents Signed"
        message={signed?.message ?? ''}
        onClose={closeSuccess}
      />
    </>
  );
}
