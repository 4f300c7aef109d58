import { TransferRequestSchema, type TransferRequest } from '@esign/contract';
import { parseThousandDot } from '@esign/ui-kit';
import { zodFieldErrors } from '@esign/api-client';

export type TransferFormValues = { source: string; recipient: string; amount: string };
export type TransferFormErrors = Partial<Record<keyof TransferRequest, string>>;

export const emptyTransferForm: TransferFormValues = { source: '', recipient: '', amount: '' };

/**
 * The request body of the form, or the message of each invalid field. The contract's schema is
 * the rule (the server runs the same one); only the "required" messages are the form's own.
 */
export function parseTransferForm(
  values: TransferFormValues,
  sourceBalance?: number,
): { body: TransferRequest } | { errors: TransferFormErrors } {
  const errors: TransferFormErrors = {};
  if (!values.source) errors.source_cost_center_id = 'Choose the source cost center';
  if (!values.recipient) errors.recipient_cost_center_id = 'Choose the recipient cost center';
  if (!values.amount) errors.amount = 'Enter the number of stamps';
  const parsed = TransferRequestSchema.safeParse({
    source_cost_center_id: Number(values.source),
    recipient_cost_center_id: Number(values.recipient),
    amount: parseThousandDot(values.amount),
  });
  if (!parsed.success) {
    for (const [field, message] of Object.entries(zodFieldErrors(parsed.error))) {
      const key = field as keyof TransferRequest;
      errors[key] ??= message;
    }
  }
  if (
    parsed.success &&
    sourceBalance !== undefined &&
    parsed.data.amount > sourceBalance &&
    !errors.amount
  )
    errors.amount = 'Must not exceed the source balance';
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
