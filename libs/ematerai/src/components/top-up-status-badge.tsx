import { Badge } from '@chakra-ui/react';
import type { TopUpStatus } from '@esign/contract';
import { topUpStatusDisplay } from '../model/top-up-status-display';

export type TopUpStatusBadgeProps = { status: TopUpStatus };

/** A top-up's state in its display words (spec §3) and colour. */
export function TopUpStatusBadge({ status }: TopUpStatusBadgeProps) {
  const display = topUpStatusDisplay[status];
  return (
    <Badge colorPalette={display.palette} variant="subtle" whiteSpace="nowrap">
      {display.label}
    </Badge>
  );
}
