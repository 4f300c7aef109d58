import { SanitizedInput } from './sanitized-input';
import { sanitizeThousandDot } from './sanitize-thousand-dot';
import type { ValueInputProps } from './value-input-props';

export type ThousandDotInputProps = ValueInputProps & {
  /** Largest allowed amount: input stops there and pasted digits are cut to its length. */
  max?: number;
};

/** Amount field showing '1.234.567' (spec §5); read the number with `parseThousandDot(value)`. */
export function ThousandDotInput({ max, ...props }: ThousandDotInputProps) {
  return (
    <SanitizedInput
      inputMode="numeric"
      {...props}
      sanitize={(raw) => sanitizeThousandDot(raw, max)}
    />
  );
}
