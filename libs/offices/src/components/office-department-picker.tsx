import { useOfficeDepartmentOptions } from '../api/get-office-department-options';
import { OfficeSelect, type OfficePickerProps } from './office-select';

export type OfficeDepartmentPickerProps = OfficePickerProps & { branchId: number | undefined };

/** The departments of a branch; disabled until a branch is chosen. */
export function OfficeDepartmentPicker({
  branchId,
  label = 'Office department',
  disabled = false,
  ...props
}: OfficeDepartmentPickerProps) {
  const departments = useOfficeDepartmentOptions(branchId);
  return (
    <OfficeSelect
      {...props}
      label={label}
      level="department"
      options={departments.data}
      disabled={disabled || branchId === undefined}
    />
  );
}
