import { SanitizedInput } from './sanitized-input';
import { sanitizeNumeric } from './sanitize-numeric';
import type { ValueInputProps } from './value-input-props';

export type NumericInputProps = ValueInputProps;

/** Digits only (spec §5); pasted text is stripped to its digits. */
export function NumericInput(props: NumericInputProps) {
  return <SanitizedInput inputMode="numeric" {...props} sanitize={sanitizeNumeric} />;
}
