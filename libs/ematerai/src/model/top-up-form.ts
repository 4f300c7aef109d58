import { zodFieldErrors } from '@esign/api-client';
import { TopUpRowSchema, type TopUpRow } from '@esign/contract';
import { parseThousandDot } from '@esign/ui-kit';

export type TopUpFormValues = {
  areaId?: number;
  branchId?: number;
  departmentId?: number;
  poNumber: string;
  lineItemNumber: string;
  /** As typed, with thousand dots: '1.000.000'. */
  amount: string;
};
export type TopUpFormErrors = Partial<Record<keyof TopUpRow, string>>;

export const emptyTopUpForm: TopUpFormValues = { poNumber: '', lineItemNumber: '', amount: '' };

const REQUIRED: Record<keyof TopUpRow, string> = {
  office_area_id: 'Choose an area',
  office_branch_id: 'Choose a branch',
  office_department_id: 'Choose a department',
  po_number: 'Enter the PO number',
  line_item_number: 'Enter the line item number',
  amount: 'Enter the amount',
};

/**
 * The text fields of a top-up, or the message of each invalid field. The contract's row schema
 * is the rule the server applies too (a multiple of the stamp price, at most the maximum); only
 * the "required" messages are the form's own.
 */
export function parseTopUpForm(
  values: TopUpFormValues,
): { body: TopUpRow } | { errors: TopUpFormErrors } {
  const candidate = {
    office_area_id: values.areaId,
    office_branch_id: values.branchId,
    office_department_id: values.departmentId,
    po_number: values.poNumber.trim(),
    line_item_number: values.lineItemNumber.trim(),
    amount: parseThousandDot(values.amount) ?? undefined,
  };
  const errors: TopUpFormErrors = {};
  for (const [field, value] of Object.entries(candidate)) {
    if (value === undefined || value === '') {
      const key = field as keyof TopUpRow;
      errors[key] = REQUIRED[key];
    }
  }
  const parsed = TopUpRowSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(zodFieldErrors(parsed.error))) {
      errors[field as keyof TopUpRow] ??= message;
    }
    return { errors };
  }
  return { body: parsed.data };
}
