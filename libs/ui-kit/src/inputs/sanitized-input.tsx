import { Input } from '@chakra-ui/react';
import type { ValueInputProps } from './value-input-props';

export type SanitizedInputProps = ValueInputProps & { sanitize: (raw: string) => string };

/**
 * Runs every change (a keystroke or a whole paste) through `sanitize`. When the result equals the
 * current value nothing is reported, and React puts the controlled value back: the keystroke is blocked.
 */
export function SanitizedInput({ value, onValueChange, sanitize, ...rest }: SanitizedInputProps) {
  return (
    <Input
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => {
        const clean = sanitize(event.target.value);
        if (clean !== value) onValueChange(clean);
      }}
    />
  );
}
