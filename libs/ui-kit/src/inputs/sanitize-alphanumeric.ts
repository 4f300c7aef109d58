/** Spec §5 alphanumeric field: ASCII letters, digits and space. */
export function sanitizeAlphanumeric(value: string): string {
  return value.replace(/[^A-Za-z0-9 ]/g, '');
}
