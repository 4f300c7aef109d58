import { Box, Stack, Text } from '@chakra-ui/react';
import type { BulkProgress } from '@esign/contract';

export type BulkProgressBarProps = {
  progress: BulkProgress;
};

/** "Signed 120 of 500 documents" over a bar filled by the documents done (signed or not). */
export function BulkProgressBar({ progress }: BulkProgressBarProps) {
  const done = progress.signed + progress.failed;
  const percent = progress.total === 0 ? 100 : Math.round((done / progress.total) * 100);
  const label = `Signed ${progress.signed} of ${progress.total} document${progress.total === 1 ? '' : 's'}`;
  return (
    <Stack gap="2">
      <Text fontSize="sm" aria-live="polite">
        {label}
        {progress.failed > 0 ? ` (${progress.failed} not signed)` : ''}
      </Text>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={done}
        h="2"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" transition="width 0.3s" />
      </Box>
    </Stack>
  );
}
