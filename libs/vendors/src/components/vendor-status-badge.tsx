import { Badge } from '@chakra-ui/react';
import type { VendorStatus } from '@esign/contract';
import { vendorStatusDisplay } from '../model/vendor-status-display';

export type VendorStatusBadgeProps = { status: VendorStatus };

/** A vendor account's status in its display words and colour. */
export function VendorStatusBadge({ status }: VendorStatusBadgeProps) {
  const display = vendorStatusDisplay[status];
  return (
    <Badge colorPalette={display.palette} variant="subtle" whiteSpace="nowrap">
      {display.label}
    </Badge>
  );
}
