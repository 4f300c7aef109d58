import type { TokenPair } from '@esign/contract';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { decryptLoginPassword } from '../../auth/login-key';
import { verifyPassword } from '../../auth/password-hash';
import type { Executor } from '../../db/database';
import { loginAttempts } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { recordActivity } from '../monitoring/record-activity';
import { startSession } from './start-session';

export interface PasswordLogin {
  username: string;
  /** base64 RSA-OAEP(SHA-256) ciphertext of the password. */
  password: string;
  ip: string | null;
}

/** One message for a wrong username and a wrong password, so neither reveals whether the user exists. */
export const INVALID_CREDENTIALS_MESSAGE = 'Username or password is incorrect';

/**
 * Seconds until the username may try again, or null when it may try now. Failures count within
 * the window and only since the last successful sign-in.
 */
async function lockedOutFor(
  tx: Executor,
  username: string,
  now: Date,
  config: AppContext['config'],
): Promise<number | null> {
  const windowMs = config.loginFailureWindowSeconds * 1000;
  const lastSuccess = sql`coalesce((select max(${loginAttempts.createdAt}) from ${loginAttempts} where ${loginAttempts.username} = ${username} and ${loginAttempts.succeeded}), '-infinity'::timestamptz)`;
  const failures = await tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, new Date(now.getTime() - windowMs)),
        sql`${loginAttempts.createdAt} > ${lastSuccess}`,
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(config.loginMaxFailures);
  const oldestCounted = failures[config.loginMaxFailures - 1];
  if (!oldestCounted) return null;
  // The lock lifts when the oldest of the last N failures leaves the window.
  return Math.max(
    1,
    Math.ceil((oldestCounted.createdAt.getTime() + windowMs - now.getTime()) / 1000),
  );
}

type Outcome =
  | { kind: 'ok'; tokens: TokenPair; userId: number }
  | { kind: 'failed' }
  | { kind: 'locked'; retryAfter: number };

/**
 * Password sign-in: decrypts the password, enforces the per-username failure limit (in the
 * database, serialised per username by an advisory lock), checks the scrypt hash (also for
 * unknown users, to equalise timing), records the attempt and the activity, and starts a session.
 */
export async function loginWithPassword(
  ctx: AppContext,
  input: PasswordLogin,
): Promise<{ tokens: TokenPair; userId: number }> {
  const password = decryptLoginPassword(ctx.secrets.loginKeys, input.password);
  if (password === null) {
    // Not a credential check: a client that cannot encrypt gets a 400, and it is not counted as a failure.
    throw new ApiError(400, 'invalid_password_encoding', 'Data sent is invalid', {
      messages: [
        {
          param: 'password',
          messages: [
            'Password must be encrypted with the login public key (RSA-OAEP SHA-256, base64)',
          ],
        },
      ],
    });
  }
  const username = input.username.trim().toLowerCase();
  const now = ctx.clock();

  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}`}))`);
    // Attempts older than the window no longer matter; dropping them keeps the table small.
    await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.username, username),
          lte(
            loginAttempts.createdAt,
            new Date(now.getTime() - ctx.config.loginFailureWindowSeconds * 1000),
          ),
        ),
      );
    const retryAfter = await lockedOutFor(tx, username, now, ctx.config);
    if (retryAfter !== null) return { kind: 'locked', retryAfter };

    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        passwordHash: users.passwordHash,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username));
    const valid = await verifyPassword(password, user?.isActive ? user.passwordHash : null);
    await tx
      .insert(loginAttempts)
      .values({ username, ip: input.ip, succeeded: valid, createdAt: now });
    if (!valid || !user) {
      await recordActivity(tx, {
        userId: user?.id ?? null,
        action: 'auth.login_failed',
        activity: `Failed sign-in for username "${username}"`,
        subjectType: 'user',
        subjectId: user?.id ?? null,
        ip: input.ip,
        at: now,
      });
      return { kind: 'failed' };
    }
    await recordActivity(tx, {
      userId: user.id,
      action: 'auth.login',
      activity: `${user.name} signed in with a password`,
      subjectType: 'user',
      subjectId: user.id,
      ip: input.ip,
      at: now,
    });
    return { kind: 'ok', tokens: await startSession(tx, ctx, user.id, now), userId: user.id };
  });

  if (outcome.kind === 'locked') {
    throw new ApiError(
      429,
      'too_many_attempts',
      'Too many failed sign-in attempts. Please try again later.',
      {
        headers: { 'retry-after': String(outcome.retryAfter) },
      },
    );
  }
  if (outcome.kind === 'failed')
    throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  return { tokens: outcome.tokens, userId: outcome.userId };
}
