import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { FormField } from '@esign/ui-kit';

export type OptionSelectProps = {
  label: string;
  /** The chosen id as a string, '' for none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly { id: number; name: string }[] | undefined;
  emptyLabel: string;
  required?: boolean;
  errorText?: ReactNode;
};

/** A labelled native select of a reference list (industries, job positions). */
export function OptionSelect({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  required,
  errorText,
}: OptionSelectProps) {
  return (
    <FormField label={label} required={required} errorText={errorText}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{emptyLabel}</option>
          {(options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
