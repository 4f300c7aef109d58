const PROBE_ORIGIN = 'https://probe.invalid';

/**
 * The `redirect-url` of the delegated sign-in, if it is safe to land on: a same-origin path that
 * starts with one `/` (not `//` or `/\`, which browsers read as another host), without a scheme
 * and without control characters (browsers drop tabs and newlines, so `/\t/evil` becomes `//evil`).
 * Anything else gives null and the caller lands on `/admin`.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
