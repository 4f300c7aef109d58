import { groupThousands } from './group-thousands';
import { toFiniteNumber } from './to-finite-number';

/**
 * Spec §5: 'Rp' with dot thousand separators, amounts floored: 1234567.89 → 'Rp 1.234.567'.
 * Negative amounts put the sign first ('-Rp 1.500'); the magnitude is floored so that a
 * negative amount shows the same digits as its positive counterpart.
 * Non-numeric input (null, undefined, '', 'abc', NaN) gives '-' rather than a misleading 'Rp 0'.
 */
export function formatRupiah(amount: number | string | null | undefined): string {
  const value = toFiniteNumber(amount);
  if (value === null) return '-';
  const magnitude = Math.floor(Math.abs(value));
  const sign = value < 0 && magnitude > 0 ? '-' : '';
  return `${sign}Rp ${groupThousands(String(magnitude))}`;
}
