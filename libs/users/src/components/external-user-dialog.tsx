import { Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage, serverFieldErrors, zodFieldErrors } from '@esign/api-client';
import { CreateExternalUserRequestSchema } from '@esign/contract';
import {
  AlphaInput,
  FormDialog,
  FormField,
  IdCardInput,
  notifyError,
  notifySuccess,
} from '@esign/ui-kit';
import { EXTERNAL_USER_ADD_FAILED_TITLE, useCreateExternalUser } from '../api/create-external-user';

export type ExternalUserDialogProps = { open: boolean; onClose: () => void };

/** Add an external user: PrivyID, name and e-mail (their fields are not shown in the spec). */
export function ExternalUserDialog({ open, onClose }: ExternalUserDialogProps) {
  const [privyId, setPrivyId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateExternalUser();
  const privyInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setPrivyId('');
    setName('');
    setEmail('');
    setErrors({});
  }, [open]);

  const submit = () => {
    const parsed = CreateExternalUserRequestSchema.safeParse({ privy_id: privyId, name, email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('Successfully add user account!');
        onClose();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        notifyError(EXTERNAL_USER_ADD_FAILED_TITLE, getErrorMessage(error));
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title="Add External User"
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending}
      initialFocusRef={privyInput}
    >
      <Stack gap="4">
        <FormField label="PrivyID" required errorText={errors['privy_id']}>
          <IdCardInput
            ref={privyInput}
            value={privyId}
            onValueChange={(value) => setPrivyId(value.toUpperCase())}
            maxLength={50}
          />
        </FormField>
        <FormField label="Name" required errorText={errors['name']}>
          <AlphaInput value={name} onValueChange={setName} maxLength={200} />
        </FormField>
        <FormField label="Email" required errorText={errors['email']}>
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={100}
            autoComplete="off"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
