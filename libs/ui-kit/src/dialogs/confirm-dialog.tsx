import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="full" maxWidth={`${width}px`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text color="fg.muted">{text}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="gray" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={loading}
                // Keeps the label (and so the accessible name) next to the spinner while busy.
                loadingText={confirmLabel}
                onClick={() => !loading && onConfirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
