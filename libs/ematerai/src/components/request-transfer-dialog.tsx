import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { MAX_TRANSFER_AMOUNT, type CostCenter } from '@esign/contract';
import { FormDialog, FormField, notifySuccess, ThousandDotInput } from '@esign/ui-kit';
import { useRequestTransfer } from '../api/request-transfer';
import { CostCenterPicker } from './cost-center-picker';
import {
  emptyTransferForm,
  parseTransferForm,
  type TransferFormErrors,
  type TransferFormValues,
} from '../model/transfer-form';

export type RequestTransferDialogProps = { open: boolean; onClose: () => void };

/** Asks to move stamps between two cost centers; nothing moves until someone else approves it. */
export function RequestTransferDialog({ open, onClose }: RequestTransferDialogProps) {
  const [values, setValues] = useState<TransferFormValues>(emptyTransferForm);
  const [errors, setErrors] = useState<TransferFormErrors>({});
  const [formError, setFormError] = useState<string>();
  // The chosen cost centers themselves: the source's balance bounds the amount.
  const [chosen, setChosen] = useState<{ source?: CostCenter; recipient?: CostCenter }>({});
  const request = useRequestTransfer();

  const set =
    (field: keyof TransferFormValues, key: keyof TransferFormErrors) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const choose =
    (side: 'source' | 'recipient', key: keyof TransferFormErrors) =>
    (costCenter: CostCenter | null) => {
      setChosen((current) => ({ ...current, [side]: costCenter ?? undefined }));
      set(side, key)(costCenter ? String(costCenter.id) : '');
    };
  const close = () => {
    setValues(emptyTransferForm);
    setChosen({});
    setErrors({});
    setFormError(undefined);
    onClose();
  };
  const submit = () => {
    const parsed = parseTransferForm(values, chosen.source?.balance);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setFormError(undefined);
    request.mutate(parsed.body, {
      onSuccess: () => {
        notifySuccess('Transfer requested', 'It waits for approval.');
        close();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error) as TransferFormErrors;
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(getErrorMessage(error));
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title="Request transfer"
      onClose={close}
      onSubmit={submit}
      submitLabel="Request transfer"
      pending={request.isPending}
      error={formError}
    >
      <Stack gap="4">
        <CostCenterPicker
          label="Source cost center"
          value={chosen.source ?? null}
          enabled={open}
          error={errors.source_cost_center_id}
          onChange={choose('source', 'source_cost_center_id')}
        />
        <CostCenterPicker
          label="Recipient cost center"
          value={chosen.recipient ?? null}
          enabled={open}
          error={errors.recipient_cost_center_id}
          onChange={choose('recipient', 'recipient_cost_center_id')}
        />
        <FormField label="Amount (stamps)" required errorText={errors.amount}>
          <ThousandDotInput
            value={values.amount}
            max={MAX_TRANSFER_AMOUNT}
            onValueChange={set('amount', 'amount')}
            placeholder="0"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
