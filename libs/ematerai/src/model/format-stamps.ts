import { groupThousands } from '@esign/ui-kit';

/** A stamp count with dot thousands (spec §5 grouping): 8614 → '8.614 stamps'. */
export function formatStamps(count: number): string {
  const sign = count < 0 ? '−' : '';
  const stamps = Math.abs(Math.trunc(count));
  return `${sign}${groupThousands(String(stamps))} ${stamps === 1 ? 'stamp' : 'stamps'}`;
}

/** A ledger movement: '+25', '−5' (a true minus sign), dot thousands. */
export function formatSignedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${groupThousands(String(Math.abs(amount)))}`;
}
