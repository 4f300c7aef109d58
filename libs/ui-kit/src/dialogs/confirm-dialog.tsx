import { Dialog, Text } from '@chakra-ui/react';
import { FormDialog } from './form-dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  /** Called by Cancel, Escape, the close button and a click outside. */
  onCancel: () => void;
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Maximum width in px (spec §9: 500). */
  width?: number;
  /** The confirmed action is running: Confirm shows a spinner and is disabled, so it cannot be sent twice. */
  loading?: boolean;
  /** Red Confirm button for irreversible actions (void, delete). */
  destructive?: boolean;
};

/** Spec §2 confirmation dialog: 'Are you sure?' with Cancel and Confirm. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = 'Confirmation',
  text = 'Are you sure?',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  width = 500,
  loading = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      role="alertdialog"
      motionPreset="slide-in-bottom"
      open={open}
      title={title}
      onClose={onCancel}
      onSubmit={onConfirm}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      maxWidth={width}
      pending={loading}
      destructive={destructive}
    >
      <Dialog.Description asChild>
        <Text color="fg.muted">{text}</Text>
      </Dialog.Description>
    </FormDialog>
  );
}
