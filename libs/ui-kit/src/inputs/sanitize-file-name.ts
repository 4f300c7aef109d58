/** Spec §5 file name field: letters, digits, underscore, dot, hyphen, and space unless `strict`. */
export function sanitizeFileName(value: string, strict = false): string {
  return value.replace(strict ? /[^A-Za-z0-9_.-]/g : /[^A-Za-z0-9_. -]/g, '');
}
