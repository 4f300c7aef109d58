import { SanitizedInput } from './sanitized-input';
import { sanitizeAlphanumeric } from './sanitize-alphanumeric';
import type { ValueInputProps } from './value-input-props';

export type AlphanumericInputProps = ValueInputProps;

/** Letters, digits and space (spec §5). */
export function AlphanumericInput(props: AlphanumericInputProps) {
  return <SanitizedInput {...props} sanitize={sanitizeAlphanumeric} />;
}
