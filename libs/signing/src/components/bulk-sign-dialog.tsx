import { useEffect, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { BulkProgress } from '@esign/contract';
import { FormDialog, notifyError, SharedDialog } from '@esign/ui-kit';
import { useCreateBulkSign } from '../api/create-bulk-sign';
import { useBulkProgress } from '../api/get-bulk-progress';
import { useMarkBulkSeen } from '../api/mark-bulk-seen';
import { useResendBulkOtp } from '../api/resend-bulk-otp';
import { useSendBulkOtp } from '../api/send-bulk-otp';
import { useVerifyBulkOtp } from '../api/verify-bulk-otp';
import { otpFailureMessage } from '../model/otp-failure-message';
import { BulkProgressBar } from './bulk-progress-bar';
import { OtpStep } from './otp-step';
import { useOtpChallenge } from './use-otp-challenge';

export const BULK_SIGNING_FAILED_TITLE = 'Failed Bulk Signing Document';

export type BulkSignDialogProps = {
  referenceNumbers: readonly string[];
  open: boolean;
  /** Called when the user cancels or closes the progress, and after the result is closed. */
  onClose: () => void;
  /** Called once the bulk is done (every document signed or refused with its reason). */
  onSigned?: (progress: BulkProgress) => void;
};

const documentsLabel = (count: number) => `${count} document${count === 1 ? '' : 's'}`;

/**
 * Bulk signing (spec §4): create the bulk from the selection, send one code, verify it by the
 * code's id. The server then signs in the background: the dialog shows the documents signed out
 * of the total as they complete, and may be closed meanwhile (the bulk stays listed on the Need to
 * Sign page until its result is put away). The result is put away when its dialog is closed.
 */
export function BulkSignDialog({ referenceNumbers, open, onClose, onSigned }: BulkSignDialogProps) {
  const [bulkId, setBulkId] = useState<string | null>(null);
  const [result, setResult] = useState<BulkProgress | null>(null);
  const create = useCreateBulkSign();
  const send = useSendBulkOtp();
  const resend = useResendBulkOtp();
  const verify = useVerifyBulkOtp();
  const markSeen = useMarkBulkSeen();
  const progress = useBulkProgress(open ? bulkId : null);
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

  const current = progress.data ?? null;
  useEffect(() => {
    if (!current || current.state !== 'done' || result?.id === current.id) return;
    setResult(current);
    onSigned?.(current);
    if (current.signed === 0) notifyError(BULK_SIGNING_FAILED_TITLE, current.message);
  }, [current, result, onSigned]);

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
        onSuccess: (started) => setBulkId(started.bulk.id),
        onError: (failure) => fail(failure, otpFailureMessage(failure)),
      },
    );
  };

  const close = () => {
    setBulkId(null);
    onClose();
  };
  const closeResult = () => {
    if (result) markSeen.mutate(result.id);
    setResult(null);
    close();
  };

  const signing = bulkId !== null;
  const showResult = result !== null && result.id === bulkId;
  return (
    <>
      <FormDialog
        open={open && !showResult}
        title={`Sign ${documentsLabel(referenceNumbers.length)}`}
        onClose={() => !verify.isPending && close()}
        maxWidth={440}
        closeOnInteractOutside={false}
      >
        {signing ? (
          <Stack gap="4">
            {current ? <BulkProgressBar progress={current} /> : null}
            <Text color="fg.muted" fontSize="sm">
              You can close this window: the documents go on being signed, and the result waits on
              the Need to Sign page.
            </Text>
            <HStack justify="flex-end">
              <Button variant="outline" size="sm" onClick={close}>
                Close
              </Button>
            </HStack>
          </Stack>
        ) : (
          <OtpStep
            challenge={challenge}
            verifying={verify.isPending}
            resending={resend.isPending || send.isPending || create.isPending}
            error={error}
            locked={locked}
            onVerify={handleVerify}
            onResend={handleResend}
            onCancel={close}
            verifyingLabel={`Starting to sign ${documentsLabel(referenceNumbers.length)}…`}
          />
        )}
      </FormDialog>
      <SharedDialog
        open={open && showResult}
        icon="document-signed"
        title="Documents Signed"
        message={result?.message ?? ''}
        onClose={closeResult}
      />
    </>
  );
}
