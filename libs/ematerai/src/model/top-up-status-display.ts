import type { TopUpStatus } from '@esign/contract';
import type { StatusDisplay } from '@esign/ui-kit';

/**
 * The words and theme status colour of each top-up state (spec §3 display set; "waiting" reads
 * "Waiting Verification"). The spec names no colours; we chose: open states pending/waiting,
 * unpaid outbound (money still to go out), paid inbound, success completed, failed rejected,
 * overdue expired.
 */
export const topUpStatusDisplay: Record<TopUpStatus, StatusDisplay> = {
  request: { label: 'Request', palette: 'status.pending' },
  waiting: { label: 'Waiting Verification', palette: 'status.waiting' },
  unpaid: { label: 'Unpaid', palette: 'status.outbound' },
  paid: { label: 'Paid', palette: 'status.inbound' },
  success: { label: 'Success', palette: 'status.completed' },
  failed: { label: 'Failed', palette: 'status.rejected' },
  overdue: { label: 'Overdue', palette: 'status.expired' },
};
