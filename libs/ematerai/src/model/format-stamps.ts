/** A stamp count with dot thousands (spec §5 grouping): 8614 → '8.614 stamps'. */
export function formatStamps(count: number): string {
  const grouped = Math.trunc(Math.abs(count))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = count < 0 ? '−' : '';
  return `${sign}${grouped} ${Math.abs(count) === 1 ? 'stamp' : 'stamps'}`;
}

/** A ledger movement: '+25', '−5' (a true minus sign), dot thousands. */
export function formatSignedAmount(amount: number): string {
  const grouped = Math.abs(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '−' : '+'}${grouped}`;
}
