import { NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { MAX_PER_PAGE, MAX_TRANSFER_AMOUNT, type CostCenter } from '@esign/contract';
import { FormDialog, FormField, notifySuccess, ThousandDotInput } from '@esign/ui-kit';
import { useCostCenters } from '../api/get-cost-centers';
import { useRequestTransfer } from '../api/request-transfer';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import {
  emptyTransferForm,
  parseTransferForm,
  type TransferFormErrors,
  type TransferFormValues,
} from '../model/transfer-form';

export type RequestTransferDialogProps = { open: boolean; onClose: () => void };

type CostCenterSelectProps = {
  label: string;
  value: string;
  costCenters: CostCenter[];
  error?: string;
  onChange: (value: string) => void;
};

function CostCenterSelect({ label, value, costCenters, error, onChange }: CostCenterSelectProps) {
  return (
    <FormField label={label} required errorText={error}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose a cost center</option>
          {costCenters.map((costCenter) => (
            <option key={costCenter.id} value={costCenter.id}>
              {costCenterName(costCenter)} ({formatStamps(costCenter.balance)})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Asks to move stamps between two cost centers; nothing moves until someone else approves it. */
export function RequestTransferDialog({ open, onClose }: RequestTransferDialogProps) {
  const [values, setValues] = useState<TransferFormValues>(emptyTransferForm);
  const [errors, setErrors] = useState<TransferFormErrors>({});
  const [formError, setFormError] = useState<string>();
  // The spec gives the form no search; the first hundred cost centers are the choices.
  const costCenters = useCostCenters({ page: 1, per_page: MAX_PER_PAGE }, { enabled: open });
  const request = useRequestTransfer();
  const options = costCenters.data?.data ?? [];

  const set =
    (field: keyof TransferFormValues, key: keyof TransferFormErrors) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const close = () => {
    setValues(emptyTransferForm);
    setErrors({});
    setFormError(undefined);
    onClose();
  };
  const submit = () => {
    const source = options.find((costCenter) => String(costCenter.id) === values.source);
    const parsed = parseTransferForm(values, source?.balance);
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
        <CostCenterSelect
          label="Source cost center"
          value={values.source}
          costCenters={options}
          error={errors.source_cost_center_id}
          onChange={set('source', 'source_cost_center_id')}
        />
        <CostCenterSelect
          label="Recipient cost center"
          value={values.recipient}
          costCenters={options}
          error={errors.recipient_cost_center_id}
          onChange={set('recipient', 'recipient_cost_center_id')}
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
