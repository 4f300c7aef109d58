import { Input } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import type { ValueInputProps } from './value-input-props';

export type SanitizedInputProps = ValueInputProps & { sanitize: (raw: string) => string };

type PendingCaret = { value: string; caret: number };

function placeCaret(input: HTMLInputElement, pending: PendingCaret): void {
  if (input.value !== pending.value || input.ownerDocument.activeElement !== input) return;
  input.setSelectionRange(pending.caret, pending.caret);
}

/**
 * Runs every change (a keystroke or a whole paste) through `sanitize`. When the result equals the
 * current value nothing is reported, and React puts the controlled value back: the keystroke is blocked.
 *
 * When characters are dropped, the caret stays where the user was typing (after the kept part of what
 * they typed or pasted) instead of jumping to the end, as a controlled input otherwise makes it do.
 */
export function SanitizedInput({
  value,
  onValueChange,
  sanitize,
  ref,
  ...rest
}: SanitizedInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pending = useRef<PendingCaret | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !pending.current) return;
    placeCaret(input, pending.current);
    pending.current = null;
  });

  return (
    <Input
      autoComplete="off"
      {...rest}
      ref={(node: HTMLInputElement | null) => {
        inputRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
        return undefined;
      }}
      value={value}
      onChange={(event) => {
        const input = event.target;
        const raw = input.value;
        const clean = sanitize(raw);
        const caret = input.selectionStart;
        if (clean !== raw && caret !== null) {
          // The kept part of the text before the caret tells where the caret belongs in the clean value.
          const next = {
            value: clean,
            caret: Math.min(sanitize(raw.slice(0, caret)).length, clean.length),
          };
          pending.current = next;
          // A blocked keystroke causes no render: React restores the value after this handler returns.
          queueMicrotask(() => placeCaret(input, next));
        }
        if (clean !== value) onValueChange(clean);
      }}
    />
  );
}
