import { or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';

/** POST tools checker/email: whether a user has this e-mail, or signs in with it, in any case. */
export async function checkUserEmail(executor: Executor, email: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = lower(${email})`,
        sql`lower(${users.username}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
