import { Spinner, Text, VStack } from '@chakra-ui/react';

export type LoadingStateProps = {
  /** Announced to screen readers and shown under the spinner. */
  label?: string;
  /** Minimum height of the area, so the layout does not jump when content arrives. */
  minHeight?: string;
};

/** A centred spinner in a live status region. */
export function LoadingState({ label = 'Loading…', minHeight = '40' }: LoadingStateProps) {
  return (
    <VStack
      role="status"
      aria-live="polite"
      justify="center"
      gap="3"
      minHeight={minHeight}
      py="8"
      color="fg.muted"
    >
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <Text fontSize="sm">{label}</Text>
    </VStack>
  );
}
