import { SanitizedInput } from './sanitized-input';
import { normalizeMultipleEmail } from './normalize-multiple-email';
import type { ValueInputProps } from './value-input-props';

export type MultipleEmailInputProps = ValueInputProps;

/** Comma-separated e-mail addresses; a space typed or pasted becomes a comma (spec §5). */
export function MultipleEmailInput(props: MultipleEmailInputProps) {
  return (
    <SanitizedInput
      inputMode="email"
      spellCheck={false}
      {...props}
      sanitize={normalizeMultipleEmail}
    />
  );
}
