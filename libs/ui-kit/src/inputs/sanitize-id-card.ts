/** Spec §5 id card field: ASCII letters and digits only (no spaces or punctuation). */
export function sanitizeIdCard(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}
