import { useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import { ConfirmDialog, notifyError, notifySuccess } from '@esign/ui-kit';

export type ApproveDialogProps = {
  open: boolean;
  title: string;
  /** What approving does, in one sentence. */
  text?: string;
  /** Sends the approval; a rejection is the failure toasted with `failureTitle`. */
  onApprove: () => Promise<unknown>;
  successTitle: string;
  successText?: string;
  failureTitle: string;
  onClose: () => void;
};

/** Confirms an approval (a transfer, a top-up), sends it once, and says how it went. */
export function ApproveDialog({
  open,
  title,
  text,
  onApprove,
  successTitle,
  successText,
  failureTitle,
  onClose,
}: ApproveDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onApprove();
      notifySuccess(successTitle, successText);
    } catch (error) {
      notifyError(failureTitle, getErrorMessage(error));
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel="Approve"
      loading={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
