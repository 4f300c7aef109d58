import type { LedgerKind } from '@esign/contract';

/** The spec names no kinds; these are the readable labels of the server's ledger kinds. */
export const ledgerKindLabels: Record<LedgerKind, string> = {
  top_up: 'Top up',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  reserve: 'Reserved for signing',
  release: 'Reservation released',
  usage: 'Used',
  refund: 'Refund',
};
