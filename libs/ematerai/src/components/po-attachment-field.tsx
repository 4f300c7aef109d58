import { Input } from '@chakra-ui/react';
import { PO_ATTACHMENT } from '@esign/contract';
import { formatBytes, FormField } from '@esign/ui-kit';
import { PO_ATTACHMENT_ACCEPT, poAttachmentProblem } from '../model/po-attachment-problem';

export type PoAttachmentFieldProps = {
  /** Called with the chosen file and why it would be refused (null when fine), or null when cleared. */
  onChange: (file: File | null, problem: string | null) => void;
  required?: boolean;
  label?: string;
  /** The problem of the chosen file, or the server's message about it. */
  error?: string;
};

/** A PO attachment picker (PDF, PNG or JPEG up to the contract's limit), checked on choosing. */
export function PoAttachmentField({
  onChange,
  required = false,
  label = 'PO attachment',
  error,
}: PoAttachmentFieldProps) {
  return (
    <FormField
      label={label}
      required={required}
      helperText={`PDF, PNG or JPEG, at most ${formatBytes(PO_ATTACHMENT.maxBytes)}${required ? '' : ' (optional)'}`}
      errorText={error}
    >
      <Input
        type="file"
        accept={PO_ATTACHMENT_ACCEPT}
        p="1.5"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onChange(file, file ? poAttachmentProblem(file) : null);
        }}
      />
    </FormField>
  );
}
