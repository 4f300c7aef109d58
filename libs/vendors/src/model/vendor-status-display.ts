import { vendorStatusLabels, type VendorStatus } from '@esign/contract';

/** The badge colour of each vendor status (the spec names none): waiting orange, active green, inactive grey. */
export const vendorStatusDisplay: Record<VendorStatus, { label: string; palette: string }> = {
  waiting: { label: vendorStatusLabels.waiting, palette: 'orange' },
  active: { label: vendorStatusLabels.active, palette: 'green' },
  inactive: { label: vendorStatusLabels.inactive, palette: 'gray' },
};
