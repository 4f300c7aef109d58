import { Button, Dialog, Portal, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ReasonRequestSchema } from '@esign/contract';
import { FormField } from '@esign/ui-kit';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/** Asks for a reason (required, at most 500 characters, the contract's rule) before reject or void. */
export function ReasonDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReasonRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'A reason is required');
      return;
    }
    setError(null);
    if (!busy) onSubmit(parsed.data.reason);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="full" maxWidth="500px" asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField label="Reason" required errorText={error}>
                  <Textarea
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    maxLength={500}
                    rows={4}
                    autoFocus
                  />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={busy} loadingText={submitLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
