import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { OpenCode } from '../model/code-still-open';
import { formatCountdown } from '../model/seconds-until';
import { OTP_LENGTH, OtpInput } from './otp-input';
import { useCountdown } from './use-countdown';

export type OtpStepProps = {
  /** The open code; null while it is being requested. */
  challenge: OpenCode | null;
  verifying: boolean;
  resending: boolean;
  /** The message of the last failed verify (or failed request). */
  error: string | null;
  /** The code is locked after too many wrong entries: Verify waits for a new code. */
  locked?: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
  /** Shown while verifying, e.g. "Signing 12 documents…". */
  verifyingLabel: string;
};

/** Enter the code, resend it after the cooldown, verify. Buttons are disabled while a call runs. */
export function OtpStep({
  challenge,
  verifying,
  resending,
  error,
  locked = false,
  onVerify,
  onResend,
  onCancel,
  verifyingLabel,
}: OtpStepProps) {
  const [code, setCode] = useState('');
  const remaining = useCountdown(challenge?.resend_available_at);
  const busy = verifying || resending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === OTP_LENGTH && !busy && challenge && !locked) onVerify(code);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {challenge ? (
          <Text color="fg.muted" fontSize="sm">
            {challenge.id === null
              ? 'Enter the 6-digit code we sent you earlier; it is still valid.'
              : 'Enter the 6-digit code we sent you.'}
          </Text>
        ) : (
          <HStack role="status" color="fg.muted" fontSize="sm">
            <Spinner size="sm" aria-hidden="true" />
            <Text>Sending the code…</Text>
          </HStack>
        )}
        <OtpInput
          value={code}
          onChange={setCode}
          disabled={verifying || !challenge || locked}
          invalid={Boolean(error)}
        />
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
        {verifying ? (
          <HStack role="status" aria-live="polite" color="fg.muted" fontSize="sm">
            <Spinner size="sm" aria-hidden="true" />
            <Text>{verifyingLabel}</Text>
          </HStack>
        ) : null}
        <HStack justify="space-between" flexWrap="wrap">
          <Button
            variant="ghost"
            size="sm"
            onClick={onResend}
            disabled={!challenge || remaining > 0 || busy}
            loading={resending}
          >
            {remaining > 0 ? `Resend code in ${formatCountdown(remaining)}` : 'Resend code'}
          </Button>
          <HStack>
            <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={verifying}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={code.length !== OTP_LENGTH || !challenge || busy || locked}
              loading={verifying}
              loadingText="Verify"
            >
              Verify
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}
