import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { RejectTransferRequestSchema, type Transfer } from '@esign/contract';
import { FormDialog, FormField, notifySuccess } from '@esign/ui-kit';
import { useRejectTransfer } from '../api/reject-transfer';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';

export type RejectTransferDialogProps = { transfer: Transfer | null; onClose: () => void };

/** Rejects a requested transfer with a required reason; the balances stay as they are. */
export function RejectTransferDialog({ transfer, onClose }: RejectTransferDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reject = useRejectTransfer();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!transfer) return;
    if (!reason.trim()) {
      setError('Enter the reason for rejecting');
      return;
    }
    const parsed = RejectTransferRequestSchema.safeParse({ reject_reason: reason.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    reject.mutate(
      { id: transfer.id, reason: parsed.data.reject_reason },
      {
        onSuccess: () => {
          notifySuccess('Transfer rejected');
          close();
        },
        onError: (failure) =>
          setError(serverFieldErrors(failure)['reject_reason'] ?? getErrorMessage(failure)),
      },
    );
  };
  return (
    <FormDialog
      open={transfer !== null}
      title="Reject transfer"
      onClose={close}
      onSubmit={submit}
      submitLabel="Reject"
      destructive
      pending={reject.isPending}
    >
      {transfer ? (
        <Text color="fg.muted" mb="4">
          {formatStamps(transfer.amount)} from {costCenterName(transfer.source)} to{' '}
          {costCenterName(transfer.recipient)}
        </Text>
      ) : null}
      <FormField label="Reason" required errorText={error}>
        <Textarea
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
