import { NativeSelect } from '@chakra-ui/react';
import type { DocumentListQuery, OfficeOption } from '@esign/contract';
import { FormField } from '@esign/ui-kit';
import {
  useOfficeAreaOptions,
  useOfficeBranchOptions,
  useOfficeDepartmentOptions,
} from '../api/get-office-options';
import type { FilterParam } from '../model/list-search-params';
import { officeLabel, PLACEHOLDER_OFFICE_CODE, type OfficeLevel } from '../model/office-label';

export type OfficeFiltersProps = {
  query: DocumentListQuery;
  onChange: (name: FilterParam, value: string | null) => void;
};

type OfficeSelectProps = {
  label: string;
  level: OfficeLevel;
  value: number | undefined;
  options: OfficeOption[] | undefined;
  /** Until a parent office is chosen there is nothing to choose from. */
  disabled: boolean;
  onChange: (value: string | null) => void;
};

function OfficeSelect({ label, level, value, options, disabled, onChange }: OfficeSelectProps) {
  return (
    <FormField label={label}>
      <NativeSelect.Root minWidth="44" disabled={disabled}>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">All</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {/* A placeholder shows a dash in lists; here it needs its name to be chosen. */}
              {option.code === PLACEHOLDER_OFFICE_CODE
                ? option.name
                : officeLabel(level, option.code, option.name)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Area, then branch, then department: each picker offers the offices of the one before it. */
export function OfficeFilters({ query, onChange }: OfficeFiltersProps) {
  const areas = useOfficeAreaOptions();
  const branches = useOfficeBranchOptions(query.office_area_id);
  const departments = useOfficeDepartmentOptions(query.office_branch_id);
  return (
    <>
      <OfficeSelect
        label="Office area"
        level="area"
        value={query.office_area_id}
        options={areas.data}
        disabled={false}
        onChange={(value) => onChange('office_area_id', value)}
      />
      <OfficeSelect
        label="Office branch"
        level="branch"
        value={query.office_branch_id}
        options={branches.data}
        disabled={query.office_area_id === undefined}
        onChange={(value) => onChange('office_branch_id', value)}
      />
      <OfficeSelect
        label="Office department"
        level="department"
        value={query.office_department_id}
        options={departments.data}
        disabled={query.office_branch_id === undefined}
        onChange={(value) => onChange('office_department_id', value)}
      />
    </>
  );
}
