import { SanitizedInput } from './sanitized-input';
import { sanitizeIdCard } from './sanitize-id-card';
import type { ValueInputProps } from './value-input-props';

export type IdCardInputProps = ValueInputProps;

/** Letters and digits (spec §5). */
export function IdCardInput(props: IdCardInputProps) {
  return <SanitizedInput {...props} sanitize={sanitizeIdCard} />;
}
