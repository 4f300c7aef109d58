import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import type { OfficeOption } from '@esign/contract';
import { FormField } from '@esign/ui-kit';
import { officeLabel, PLACEHOLDER_OFFICE_CODE, type OfficeLevel } from '../model/office-label';

/** What every office picker takes: the chosen id, and the field's label and state. */
export type OfficePickerProps = {
  value: number | undefined;
  /** The chosen office's id, or null for the empty choice. */
  onChange: (id: number | null) => void;
  label?: string;
  /** The empty choice: "All" in a filter, e.g. "Choose an area" in a form. */
  emptyLabel?: string;
  disabled?: boolean;
  required?: boolean;
  errorText?: ReactNode;
};

type OfficeSelectProps = Omit<OfficePickerProps, 'label'> & {
  label: string;
  level: OfficeLevel;
  options: OfficeOption[] | undefined;
};

/** A labelled native select of offices of one level. */
export function OfficeSelect({
  label,
  level,
  value,
  options,
  emptyLabel = 'All',
  disabled = false,
  required,
  errorText,
  onChange,
}: OfficeSelectProps) {
  return (
    // Disabled on the field: inside a Field, Chakra's NativeSelect reads `disabled` from the field
    // and ignores its own prop (so before this the child pickers were never actually disabled).
    <FormField label={label} required={required} errorText={errorText} disabled={disabled}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} minWidth="44">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{emptyLabel}</option>
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
