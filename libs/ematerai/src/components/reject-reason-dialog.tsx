import { Text, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { RejectTransferRequestSchema } from '@esign/contract';
import { FormDialog, FormField, notifySuccess } from '@esign/ui-kit';

export type RejectReasonDialogProps = {
  open: boolean;
  title: string;
  /** What is being rejected, above the reason. */
  summary?: ReactNode;
  /** Sends the trimmed reason; a rejection is shown under the field. */
  onReject: (reason: string) => Promise<unknown>;
  successTitle: string;
  onClose: () => void;
};

/** Rejects a request (a transfer, a top-up) with a required reason of at most 500 characters. */
export function RejectReasonDialog({
  open,
  title,
  summary,
  onReject,
  successTitle,
  onClose,
}: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) {
      setError('Enter the reason for rejecting');
      return;
    }
    // Transfers and top-ups take the same body: { reject_reason }.
    const parsed = RejectTransferRequestSchema.safeParse({ reject_reason: reason.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await onReject(parsed.data.reject_reason);
      notifySuccess(successTitle);
      close();
    } catch (failure) {
      setError(serverFieldErrors(failure)['reject_reason'] ?? getErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel="Reject"
      destructive
      pending={pending}
    >
      {summary ? (
        <Text color="fg.muted" mb="4">
          {summary}
        </Text>
      ) : null}
      <FormField label="Reason" required errorText={error}>
        <Textarea
          recipe={textareaRecipe}
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
