import { Center } from '@chakra-ui/react';
import { LoadingState } from '@esign/ui-kit';

export interface SessionLoadingProps {
  label?: string;
}

/** The full-page state while the session user loads or a logout runs. */
export function SessionLoading({ label = 'Loading your session…' }: SessionLoadingProps) {
  return (
    <Center as="main" minHeight="100dvh" bg="bg.subtle">
      <LoadingState label={label} />
    </Center>
  );
}
