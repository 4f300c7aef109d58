/** Spec §5 alpha field: ASCII letters, space and underscore. */
export function sanitizeAlpha(value: string): string {
  return value.replace(/[^A-Za-z _]/g, '');
}
