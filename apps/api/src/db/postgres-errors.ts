/**
 * Whether an error is a PostgreSQL error of this SQLSTATE, whichever driver raised it: PGlite and
 * node-postgres put `code` on their own error, and drizzle wraps that one as `cause`.
 */
function hasSqlState(error: unknown, sqlState: string): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object';) {
    if (seen.has(current)) return false;
    seen.add(current);
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique violation (23505): a concurrent request took the value between check and write. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** A foreign key violation (23503): a row still refers to the one being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}
