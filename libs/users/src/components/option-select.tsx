import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { FormField } from '@esign/ui-kit';

export type OptionSelectProps = {
  label: string;
  value: number | undefined;
  options: { id: number; label: string }[] | undefined;
  onChange: (id: number | undefined) => void;
  emptyLabel: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  errorText?: ReactNode;
};

/** A labelled native select of id options (role, job position). */
export function OptionSelect({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  required,
  disabled,
  helperText,
  errorText,
}: OptionSelectProps) {
  return (
    <FormField
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      errorText={errorText}
    >
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) =>
            onChange(event.target.value ? Number(event.target.value) : undefined)
          }
        >
          <option value="">{emptyLabel}</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
