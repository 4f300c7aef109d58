import { useOfficeBranchOptions } from '../api/get-office-branch-options';
import { OfficeSelect, type OfficePickerProps } from './office-select';

export type OfficeBranchPickerProps = OfficePickerProps & { areaId: number | undefined };

/** The branches of an area; disabled until an area is chosen. */
export function OfficeBranchPicker({
  areaId,
  label = 'Office branch',
  disabled = false,
  ...props
}: OfficeBranchPickerProps) {
  const branches = useOfficeBranchOptions(areaId);
  return (
    <OfficeSelect
      {...props}
      label={label}
      level="branch"
      options={branches.data}
      disabled={disabled || areaId === undefined}
    />
  );
}
