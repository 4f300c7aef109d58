import { Badge } from '@chakra-ui/react';
import type { StatusDisplay } from '../model/status-display';

export type StatusBadgeProps = { display: StatusDisplay };

/** A status in the theme's status colours. */
export function StatusBadge({ display }: StatusBadgeProps) {
  return (
    <Badge colorPalette={display.palette} variant="subtle" size="sm" whiteSpace="nowrap">
      {display.label}
    </Badge>
  );
}
