import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** Icon component (e.g. a lucide-react icon); an inbox by default. */
  icon?: ComponentType;
  /** An optional call to action below the text. */
  action?: ReactNode;
};

/** Placeholder for a list or panel with nothing to show (its recipe travels with it, not in the app system). */
export function EmptyState({ title, description, icon: Glyph = Inbox, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root recipe={emptyStateSlotRecipe} size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator aria-hidden="true">
          <Glyph />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? (
            <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>
          ) : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
