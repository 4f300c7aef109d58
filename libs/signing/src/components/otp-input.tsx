import { Input } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
};

export const OTP_LENGTH = 6;

/**
 * One field for the 6-digit code: digits only, so a pasted "123 456" or "Code: 123456" becomes
 * 123456; the browser may offer the code from an SMS (`one-time-code`).
 */
export function OtpInput({ value, onChange, disabled, invalid }: OtpInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The field starts disabled while the code is requested; focus it as soon as it can be typed in.
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  return (
    <Input
      ref={ref}
      aria-label="One-time password"
      autoFocus
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH));
      }}
      textAlign="center"
      fontSize="2xl"
      letterSpacing="0.5em"
      fontFamily="mono"
      size="lg"
    />
  );
}
