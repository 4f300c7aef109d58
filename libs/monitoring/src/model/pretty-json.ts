/**
 * A stored header or body as indented JSON for reading. A string holding JSON is shown as that
 * JSON; any other string as it is; nothing stored reads '(empty)'.
 */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value) as unknown, null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}
