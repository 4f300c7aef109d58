import { OfficePickers, type OfficeLevel, type OfficeSelection } from '@esign/offices';
import type { OfficeParam } from '../model/balance-search-params';

export type OfficeFiltersProps = {
  value: OfficeSelection;
  /** One office changed; the URL helper clears the offices under it. */
  onChange: (param: OfficeParam, id: number | null) => void;
};

const officeParam = {
  area: ['office_area_id', 'areaId'],
  branch: ['office_branch_id', 'branchId'],
  department: ['office_department_id', 'departmentId'],
} as const satisfies Record<OfficeLevel, readonly [OfficeParam, keyof OfficeSelection]>;

/** Area, branch and department filters kept in the URL. */
export function OfficeFilters({ value, onChange }: OfficeFiltersProps) {
  return (
    <OfficePickers
      value={value}
      emptyLabel="All"
      onChange={(next, level) => {
        const [param, key] = officeParam[level];
        onChange(param, next[key] ?? null);
      }}
    />
  );
}
