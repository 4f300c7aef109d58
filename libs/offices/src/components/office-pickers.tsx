import type { OfficeLevel } from '../model/office-label';
import { OfficeAreaPicker } from './office-area-picker';
import { OfficeBranchPicker } from './office-branch-picker';
import { OfficeDepartmentPicker } from './office-department-picker';

export type OfficeSelection = { areaId?: number; branchId?: number; departmentId?: number };

export type OfficePickersProps = {
  value: OfficeSelection;
  /** The new selection (the offices under the changed one are cleared) and the level that changed. */
  onChange: (next: OfficeSelection, changed: OfficeLevel) => void;
  /** The empty choice of each picker ("All" in a filter). */
  emptyLabel?: string;
};

const withId = (key: keyof OfficeSelection, id: number | null): OfficeSelection =>
  id === null ? {} : { [key]: id };

/** Area, then branch, then department: each picker offers the offices of the one before it. */
export function OfficePickers({ value, onChange, emptyLabel }: OfficePickersProps) {
  const { areaId, branchId, departmentId } = value;
  return (
    <>
      <OfficeAreaPicker
        value={areaId}
        emptyLabel={emptyLabel}
        onChange={(id) => onChange(withId('areaId', id), 'area')}
      />
      <OfficeBranchPicker
        areaId={areaId}
        value={branchId}
        emptyLabel={emptyLabel}
        onChange={(id) => onChange({ areaId, ...withId('branchId', id) }, 'branch')}
      />
      <OfficeDepartmentPicker
        branchId={branchId}
        value={departmentId}
        emptyLabel={emptyLabel}
        onChange={(id) =>
          onChange({ areaId, branchId, ...withId('departmentId', id) }, 'department')
        }
      />
    </>
  );
}
