/**
 * Whether an error is a PostgreSQL unique violation (23505), whichever driver raised it: PGlite
 * and node-postgres put `code` on their own error, and drizzle wraps that one as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object';) {
    if (seen.has(current)) return false;
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
