import { toFiniteNumber } from './to-finite-number';

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Spec §9: 1024-based sizes from Bytes to YB, e.g. 1536 → '1.5 KB'. Negative or non-numeric input gives '-'. */
export function formatBytes(bytes: number | string | null | undefined, decimals = 2): string {
  const value = toFiniteNumber(bytes);
  if (value === null || value < 0) return '-';
  if (value === 0) return '0 Bytes';
  const digits = Math.max(0, Math.floor(decimals));
  const exponent = Math.min(
    Math.max(Math.floor(Math.log(value) / Math.log(1024)), 0),
    UNITS.length - 1,
  );
  const scaled = parseFloat((value / 1024 ** exponent).toFixed(digits));
  return `${scaled} ${UNITS[exponent]}`;
}
