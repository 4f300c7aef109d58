import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormFieldProps = {
  label: ReactNode;
  /** Shows the required mark and sets aria-required on the input. */
  required?: boolean;
  helperText?: ReactNode;
  /** When set, the field is invalid and the text is announced with the input. */
  errorText?: ReactNode;
  /** Marks the field invalid without an error text. */
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** One Chakra input (or one of the kit's validated inputs); it is labelled and described automatically. */
  children: ReactNode;
};

/** Label, required mark, helper and error text wired to the input inside (ids, aria-describedby, aria-invalid). */
export function FormField({
  label,
  required,
  helperText,
  errorText,
  invalid,
  disabled,
  readOnly,
  children,
}: FormFieldProps) {
  const isInvalid = invalid ?? Boolean(errorText);
  return (
    <Field.Root required={required} invalid={isInvalid} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
