import { Badge } from '@chakra-ui/react';

/** How a status shows: its words and a palette of the theme's status colours. */
export interface StatusDisplay {
  label: string;
  /** A palette of the theme's status colours, e.g. 'status.pending'. */
  palette: string;
}

export type StatusBadgeProps = { display: StatusDisplay };

/** A status in the theme's status colours (documents, signers, transfers, top-ups). */
export function StatusBadge({ display }: StatusBadgeProps) {
  return (
    <Badge colorPalette={display.palette} variant="subtle" size="sm" whiteSpace="nowrap">
      {display.label}
    </Badge>
  );
}
