import { Button, chakra, Dialog, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { DialogShell, type DialogShellProps } from './dialog-shell';

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  /** Cancel, Escape and the backdrop; refused while `pending`. */
  onClose: () => void;
  /**
   * The submit button and Enter in a field; never called while `pending`. Without it the dialog has
   * no form and no footer: the body brings its own (a step of a flow, such as the OTP step).
   */
  onSubmit?: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** The submitted call is running: every control is disabled and the dialog stays open. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** A red submit button for irreversible actions (reject, void, delete). */
  destructive?: boolean;
  /** A message about the whole form (field errors belong next to their fields). */
  error?: ReactNode;
  /** Focused when the dialog opens; the first focusable control otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Maximum width in px (spec §9: 500). */
  maxWidth?: number;
  role?: DialogShellProps['role'];
  motionPreset?: DialogShellProps['motionPreset'];
  closeOnInteractOutside?: boolean;
  children: ReactNode;
};

/** The one shape of the app's dialogs: a title, a body, an optional error, Cancel and Submit. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  pending = false,
  submitDisabled = false,
  destructive = false,
  error,
  initialFocusRef,
  maxWidth = 500,
  role,
  motionPreset,
  closeOnInteractOutside,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !submitDisabled) onSubmit?.();
  };
  const errorText = error ? (
    <Text role="alert" color="fg.error" fontSize="sm" mt="4">
      {error}
    </Text>
  ) : null;
  const header = (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  );
  return (
    <DialogShell
      open={open}
      onDismiss={() => !pending && onClose()}
      maxWidth={maxWidth}
      role={role}
      motionPreset={motionPreset}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusRef ? () => initialFocusRef.current : undefined}
      contentProps={onSubmit ? { asChild: true } : undefined}
    >
      {onSubmit ? (
        <form onSubmit={submit} noValidate aria-busy={pending || undefined}>
          {header}
          <Dialog.Body>
            {/* A disabled fieldset disables every control inside it, whatever the body holds. */}
            <chakra.fieldset disabled={pending} minWidth="0" border="0" p="0" m="0">
              {children}
            </chakra.fieldset>
            {errorText}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              colorPalette={destructive ? 'red' : 'brand'}
              disabled={submitDisabled}
              loading={pending}
              // Keeps the label (and so the accessible name) next to the spinner while busy.
              loadingText={submitLabel}
            >
              {submitLabel}
            </Button>
          </Dialog.Footer>
        </form>
      ) : (
        <>
          {header}
          <Dialog.Body pb="6">
            {children}
            {errorText}
          </Dialog.Body>
        </>
      )}
    </DialogShell>
  );
}
