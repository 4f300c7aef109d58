import { toFiniteNumber } from './to-finite-number';

/** Spec §9: a number with a fixed count of decimals (default 2): 3.14159 → '3.14'. Non-numeric input gives '-'. */
export function toFixedDecimals(value: number | string | null | undefined, decimals = 2): string {
  const number = toFiniteNumber(value);
  if (number === null) return '-';
  return number.toFixed(Math.min(100, Math.max(0, Math.floor(decimals))));
}
