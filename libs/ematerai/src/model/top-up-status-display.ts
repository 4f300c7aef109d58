import type { TopUpStatus } from '@esign/contract';

/**
 * The label and badge colour of each top-up state (spec §3 display set; "waiting" reads
 * "Waiting Verification"). The spec names no colours: open states are orange/yellow/blue, paid
 * and success green, failed and overdue red.
 */
export const topUpStatusDisplay: Record<TopUpStatus, { label: string; palette: string }> = {
  request: { label: 'Request', palette: 'blue' },
  waiting: { label: 'Waiting Verification', palette: 'orange' },
  unpaid: { label: 'Unpaid', palette: 'yellow' },
  paid: { label: 'Paid', palette: 'teal' },
  success: { label: 'Success', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  overdue: { label: 'Overdue', palette: 'red' },
};
