import { groupThousands } from '../format/group-thousands';
import { sanitizeNumeric } from './sanitize-numeric';

/**
 * Spec §5 thousand-dot field: keeps digits, drops leading zeros and groups them with '.'
 * ('1234567' → '1.234.567'). With a `max`:
 * - pasted digits are cut to the number of digits of `max` ('123456789' with max 5000 → '1.234');
 * - input stops at the maximum: a value above it becomes `max`, so at the maximum further keystrokes change nothing.
 */
export function sanitizeThousandDot(value: string, max?: number): string {
  let digits = sanitizeNumeric(value).replace(/^0+(?=\d)/, '');
  if (max !== undefined && Number.isFinite(max) && max >= 0) {
    const limit = String(Math.floor(max));
    digits = digits.slice(0, limit.length);
    if (digits !== '' && Number(digits) > Number(limit)) digits = limit;
  }
  return groupThousands(digits);
}
