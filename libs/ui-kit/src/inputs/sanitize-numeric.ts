/** Spec §5: digits only; anything else, typed or pasted, is dropped. */
export function sanitizeNumeric(value: string): string {
  return value.replace(/[^0-9]/g, '');
}
