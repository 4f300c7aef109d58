import { and, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';

type UniqueField = 'email' | 'privy_id';

const MESSAGES: Record<UniqueField, string> = {
  email: 'Email already exists',
  privy_id: 'PrivyID already exists',
};

/** The 409 of an e-mail or PrivyID another user (or external user) already has. */
export function userFieldTaken(field: UniqueField): ApiError {
  return new ApiError(409, `${field}_taken`, MESSAGES[field], {
    messages: [{ param: field, messages: [MESSAGES[field]] }],
  });
}

/** The constraint a unique violation names (PGlite and node-postgres both set `constraint`). */
export function violatedConstraint(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object';) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Which field a unique violation of users or external_users is about. */
export function conflictField(error: unknown): UniqueField {
  return violatedConstraint(error)?.includes('privy_id') ? 'privy_id' : 'email';
}

/**
 * Throws userFieldTaken when another user (not `exceptId`) has this e-mail (or signs in with it)
 * or this PrivyID. Only for the clear message: two racing requests both pass it and the unique
 * indexes decide, so callers also map a unique violation with conflictField.
 */
export async function assertUserFieldsFree(
  executor: Executor,
  input: { email: string; privyId: string },
  exceptId?: number,
): Promise<void> {
  const emailClash = or(
    sql`lower(${users.email}) = lower(${input.email})`,
    sql`lower(${users.username}) = lower(${input.email})`,
  );
  const conditions: (SQL | undefined)[] = [
    or(emailClash, sql`upper(${users.privyId}) = upper(${input.privyId})`),
  ];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const clashes = await executor
    .select({ email: users.email, username: users.username, privyId: users.privyId })
    .from(users)
    .where(and(...conditions))
    .limit(2);
  const email = input.email.toLowerCase();
  if (
    clashes.some((row) => row.email.toLowerCase() === email || row.username.toLowerCase() === email)
  )
    throw userFieldTaken('email');
  if (clashes.length > 0) throw userFieldTaken('privy_id');
}
