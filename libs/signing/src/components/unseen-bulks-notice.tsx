import { useEffect, useRef } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useUnseenBulks } from '../api/list-unseen-bulks';
import { useMarkBulkSeen } from '../api/mark-bulk-seen';
import { BulkProgressBar } from './bulk-progress-bar';

export type UnseenBulksNoticeProps = {
  /** Called once for each listed bulk found done (the lists changed: refresh them). */
  onBulkDone?: () => void;
};

/**
 * The user's bulks started and not yet put away: those still signing with their progress, the
 * finished ones with their result and a Dismiss button. Shown on the Need to Sign page, so a
 * bulk whose dialog was closed is found there.
 */
export function UnseenBulksNotice({ onBulkDone }: UnseenBulksNoticeProps) {
  const bulks = useUnseenBulks();
  const markSeen = useMarkBulkSeen();
  const reported = useRef(new Set<string>());
  const list = bulks.data;
  useEffect(() => {
    for (const bulk of list ?? []) {
      if (bulk.state !== 'done' || reported.current.has(bulk.id)) continue;
      reported.current.add(bulk.id);
      onBulkDone?.();
    }
  }, [list, onBulkDone]);
  if (!list?.length) return null;
  return (
    <Stack gap="3" mb="4" aria-label="Bulk signing" role="region">
      {list.map((bulk) => (
        <Box key={bulk.id} borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
          {bulk.state === 'done' ? (
            <HStack justify="space-between" align="flex-start" gap="4">
              <Text fontSize="sm" role="status">
                {bulk.message}
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Dismiss: ${bulk.message}`}
                onClick={() => markSeen.mutate(bulk.id)}
                disabled={markSeen.isPending}
              >
                Dismiss
              </Button>
            </HStack>
          ) : (
            <BulkProgressBar progress={bulk} />
          )}
        </Box>
      ))}
    </Stack>
  );
}
