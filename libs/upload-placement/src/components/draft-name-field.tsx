import { useEffect, useState } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { DocumentNameSchema } from '@esign/contract';
import { FileNameInput, FormField } from '@esign/ui-kit';
import { useRenameUploadedDocument } from '../api/rename-uploaded-document';

export type DraftNameFieldProps = {
  referenceNumber: string;
  name: string;
  disabled?: boolean;
};

/**
 * The draft's name: the file name field of §5 (other characters cannot be typed or pasted),
 * saved when the field is left or Enter is pressed. An empty or refused name stays in the field
 * with its reason, so nothing typed is lost.
 */
export function DraftNameField({ referenceNumber, name, disabled = false }: DraftNameFieldProps) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameUploadedDocument();

  // Another draft, or the server's saved name: show it.
  useEffect(() => {
    setValue(name);
    setError(null);
  }, [referenceNumber, name]);

  const save = () => {
    const parsed = DocumentNameSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    setError(null);
    if (parsed.data === name || rename.isPending) return;
    rename.mutate(
      { referenceNumber, name: parsed.data },
      {
        onError: (failure) =>
          setError(serverFieldErrors(failure)['name'] ?? getErrorMessage(failure)),
      },
    );
  };

  return (
    <FormField label="Document name" required errorText={error ?? undefined}>
      <FileNameInput
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(null);
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
        maxLength={100}
        disabled={disabled}
      />
    </FormField>
  );
}
