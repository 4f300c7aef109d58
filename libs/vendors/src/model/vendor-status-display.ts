import { vendorStatusLabels, type VendorStatus } from '@esign/contract';
import type { StatusDisplay } from '@esign/ui-kit';

/**
 * The words and theme status colour of each vendor status. The spec names no colours; we chose:
 * waiting as waiting, active as completed, inactive as expired.
 */
export const vendorStatusDisplay: Record<VendorStatus, StatusDisplay> = {
  waiting: { label: vendorStatusLabels.waiting, palette: 'status.waiting' },
  active: { label: vendorStatusLabels.active, palette: 'status.completed' },
  inactive: { label: vendorStatusLabels.inactive, palette: 'status.expired' },
};
