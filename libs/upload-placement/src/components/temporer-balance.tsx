import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { groupThousands } from '@esign/ui-kit';
import { useEmateraiTemporer } from '../api/get-ematerai-temporer';

/** The e-meterai temporary balance (spec §3): stamps still free to place, and those held by drafts. */
export function TemporerBalance() {
  const temporer = useEmateraiTemporer();
  return (
    <HStack gap="2" fontSize="sm" aria-live="polite">
      <Text color="fg.muted">E-meterai temporary balance:</Text>
      {temporer.isPending ? (
        // The skeleton recipe is not in the trimmed app system; this lazily loaded page brings its own.
        <Skeleton recipe={skeletonRecipe} height="4" width="16" />
      ) : temporer.data ? (
        <Text fontWeight="semibold" data-testid="temporer-balance">
          {groupThousands(String(temporer.data.balance))} stamps
          {temporer.data.allocated > 0
            ? ` (${groupThousands(String(temporer.data.allocated))} held by drafts)`
            : ''}
          {temporer.data.cost_center_id === null ? ' — your office has no cost center' : ''}
        </Text>
      ) : (
        <Button size="xs" variant="outline" onClick={() => void temporer.refetch()}>
          Retry
        </Button>
      )}
    </HStack>
  );
}
