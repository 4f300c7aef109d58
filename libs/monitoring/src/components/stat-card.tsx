import { Box, Text } from '@chakra-ui/react';
import { groupThousands } from '@esign/ui-kit';

export type StatCardProps = {
  label: string;
  value: number;
  /** A line under the value (what it counts, or its period). */
  hint?: string;
  /** A theme colour token for the value's accent bar. */
  accent?: string;
};

/** One figure with its label; the label names the figure for screen readers too. */
export function StatCard({ label, value, hint, accent = 'brand.solid' }: StatCardProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderTopWidth="3px"
      borderTopColor={accent}
      rounded="md"
      p="4"
    >
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {groupThousands(String(Math.floor(value)))}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
