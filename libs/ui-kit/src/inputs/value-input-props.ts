import type { InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

/** Props of the validated inputs: a controlled Chakra input that reports the cleaned value. */
export type ValueInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: string;
  /** Called with the sanitised value whenever it differs from `value` (typing, pasting, autofill). */
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};
