import { Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import { ReasonRequestSchema } from '@esign/contract';
import { FormDialog, FormField } from '@esign/ui-kit';

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
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const submit = () => {
    const parsed = ReasonRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'A reason is required');
      return;
    }
    setError(null);
    onSubmit(parsed.data.reason);
  };
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={submitLabel}
      destructive
      pending={busy}
      initialFocusRef={reasonInput}
    >
      <FormField label="Reason" required errorText={error}>
        <Textarea
          recipe={textareaRecipe}
          ref={reasonInput}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={4}
        />
      </FormField>
    </FormDialog>
  );
}
