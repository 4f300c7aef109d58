import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { OtpChallenge } from '@esign/contract';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../app-context';
import { otpChallenges } from '../../db/schema/signing';
import { ApiError } from '../../http/api-error';
import type { Notifier } from '../../notify/notifier';

/** Spec-given limits: a code lives 5 minutes, a new one comes no sooner than 60 s after the last. */
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_MS = 60_000;
/** Wrong codes before the challenge locks. */
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpDeps {
  /** HMAC key: a stored code is useless without the server secret (6 digits are easy to brute-force). */
  key: Uint8Array;
  notifier: Notifier;
}

/** The code key is the server's token key: a stored code is worthless without the server secret. */
export function otpDepsOf(ctx: Pick<AppContext, 'secrets' | 'notifier'>): OtpDeps {
  return { key: ctx.secrets.jwtKey, notifier: ctx.notifier };
}

/** What a challenge is for: one document, one bulk, or a draft its uploader signs at send. */
export type OtpSubject = { documentId: number } | { bulkId: string } | { draftId: number };

type ChallengeRow = typeof otpChallenges.$inferSelect;

function codeHash(key: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function subjectCondition(subject: OtpSubject): SQL {
  if ('documentId' in subject) return eq(otpChallenges.documentId, subject.documentId);
  if ('draftId' in subject) return eq(otpChallenges.draftId, subject.draftId);
  return eq(otpChallenges.bulkId, subject.bulkId);
}

export function challengeView(row: ChallengeRow): OtpChallenge {
  return {
    id: row.id,
    expires_at: row.expiresAt.toISOString(),
    resend_available_at: new Date(row.lastSentAt.getTime() + OTP_RESEND_MS).toISOString(),
    attempts_left: Math.max(0, OTP_MAX_ATTEMPTS - row.failedAttempts),
  };
}

function tooSoon(lastSentAt: Date, now: Date): ApiError {
  const seconds = Math.ceil((lastSentAt.getTime() + OTP_RESEND_MS - now.getTime()) / 1000);
  return new ApiError(
    429,
    'otp_resend_too_soon',
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** 429 while the last code for the subject is younger than the resend interval. */
function refuseWithinCooldown(last: ChallengeRow | undefined, now: Date): void {
  if (last && now.getTime() - last.lastSentAt.getTime() < OTP_RESEND_MS)
    throw tooSoon(last.lastSentAt, now);
}

async function latestChallenge(
  executor: Executor,
  userId: number,
  subject: OtpSubject,
): Promise<ChallengeRow | undefined> {
  const [row] = await executor
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.userId, userId), subjectCondition(subject)))
    .orderBy(desc(otpChallenges.lastSentAt))
    .limit(1);
  return row;
}

/**
 * A new code for the subject (otp/send). Refused within 60 s of the last code for the same
 * subject; earlier open codes for it stop working.
 */
export async function sendChallenge(
  executor: Executor,
  deps: OtpDeps,
  input: { userId: number; subject: OtpSubject; title: string; now: Date },
): Promise<OtpChallenge> {
  const { userId, subject, now } = input;
  refuseWithinCooldown(await latestChallenge(executor, userId, subject), now);
  await executor
    .update(otpChallenges)
    .set({ expiresAt: now })
    .where(
      and(
        eq(otpChallenges.userId, userId),
        subjectCondition(subject),
        isNull(otpChallenges.verifiedAt),
        sql`${otpChallenges.expiresAt} > ${now}`,
      ),
    );
  const id = randomUUID();
  const code = newCode();
  const [row] = await executor
    .insert(otpChallenges)
    .values({
      id,
      userId,
      documentId: 'documentId' in subject ? subject.documentId : null,
      bulkId: 'bulkId' in subject ? subject.bulkId : null,
      draftId: 'draftId' in subject ? subject.draftId : null,
      codeHash: codeHash(deps.key, id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      lastSentAt: now,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The code was not stored');
  await deps.notifier.deliverOtp(executor, { userId, subject: input.title, code }, now);
  return challengeView(row);
}

/**
 * A new code on the same challenge (otp/resend): wrong attempts carry over. Without an open
 * challenge (none yet, used, or locked after five wrong codes) it behaves like send.
 */
export async function resendChallenge(
  executor: Executor,
  deps: OtpDeps,
  input: { userId: number; subject: OtpSubject; title: string; now: Date },
): Promise<OtpChallenge> {
  const { userId, subject, now } = input;
  const last = await latestChallenge(executor, userId, subject);
  // A used or locked challenge is over: the resend opens a new one (the 60 s cooldown since the
  // last code still holds, so five guesses a minute is the most anyone gets).
  if (!last || last.verifiedAt || last.lockedAt) return sendChallenge(executor, deps, input);
  refuseWithinCooldown(last, now);
  const code = newCode();
  const [row] = await executor
    .update(otpChallenges)
    .set({
      codeHash: codeHash(deps.key, last.id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      lastSentAt: now,
    })
    // Guarded: a concurrent resend or verify of the same challenge wins once.
    .where(
      and(
        eq(otpChallenges.id, last.id),
        eq(otpChallenges.lastSentAt, last.lastSentAt),
        isNull(otpChallenges.verifiedAt),
      ),
    )
    .returning();
  if (!row) throw tooSoon(now, now);
  await deps.notifier.deliverOtp(executor, { userId, subject: input.title, code }, now);
  return challengeView(row);
}

function otpFailure(status: number, code: string, challengeId: string, message: string): ApiError {
  return new ApiError(status, code, message, { otpDetail: { id: challengeId, message } });
}

function lockedError(challengeId: string): ApiError {
  return otpFailure(
    423,
    'otp_locked',
    challengeId,
    `The code was entered wrongly ${OTP_MAX_ATTEMPTS} times and is locked. Request a new code`,
  );
}

/** The challenge a verify names: the latest for a document or a draft, or a bulk's by its id. */
export async function findChallengeForVerify(
  executor: Executor,
  userId: number,
  lookup: OtpSubject | { challengeId: string },
): Promise<ChallengeRow> {
  const row =
    'challengeId' in lookup
      ? (
          await executor
            .select()
            .from(otpChallenges)
            .where(and(eq(otpChallenges.id, lookup.challengeId), eq(otpChallenges.userId, userId)))
        )[0]
      : await latestChallenge(executor, userId, lookup);
  if (!row) throw new ApiError(404, 'otp_not_found', 'No code was requested. Request a code first');
  return row;
}

/**
 * Checks a code and marks the challenge used, in one guarded statement. The right code again
 * (while it would still be valid) is a `replay`: a retried request, whose caller must then act
 * idempotently (signing checks each signer row, so nothing is signed twice). A wrong code counts an attempt and, at the fifth, locks
 * the challenge. Errors carry `otp_detail` (spec §4: a failed verify stores the returned detail).
 * Run it in its own transaction (or none): a wrong attempt must be counted even though the
 * request fails.
 */
export async function verifyChallenge(
  executor: Executor,
  deps: OtpDeps,
  challenge: ChallengeRow,
  code: string,
  now: Date,
): Promise<'fresh' | 'replay'> {
  const matches = (): boolean => {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const given = Buffer.from(codeHash(deps.key, challenge.id, code), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  if (challenge.verifiedAt) {
    // The same right code again while it would still be valid: a retry of the call that used it.
    if (challenge.expiresAt.getTime() > now.getTime() && matches()) return 'replay';
    throw otpFailure(
      409,
      'otp_used',
      challenge.id,
      'This code has already been used. Request a new code',
    );
  }
  if (challenge.lockedAt) throw lockedError(challenge.id);
  if (challenge.expiresAt.getTime() <= now.getTime())
    throw otpFailure(410, 'otp_expired', challenge.id, 'The code has expired. Request a new code');

  if (matches()) {
    const [used] = await executor
      .update(otpChallenges)
      .set({ verifiedAt: now, lastFailure: null })
      .where(
        and(
          eq(otpChallenges.id, challenge.id),
          eq(otpChallenges.codeHash, challenge.codeHash),
          isNull(otpChallenges.verifiedAt),
          isNull(otpChallenges.lockedAt),
        ),
      )
      .returning({ id: otpChallenges.id });
    if (used) return 'fresh';
    // Changed meanwhile: a concurrent verify with this code used it first (a twin), or not.
    const [current] = await executor
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.id, challenge.id));
    if (current?.verifiedAt && current.codeHash === challenge.codeHash) return 'replay';
    throw otpFailure(
      409,
      'otp_used',
      challenge.id,
      'This code can no longer be used. Request a new code',
    );
  }

  const [counted] = await executor
    .update(otpChallenges)
    .set({
      failedAttempts: sql`${otpChallenges.failedAttempts} + 1`,
      lockedAt: sql`case when ${otpChallenges.failedAttempts} + 1 >= ${OTP_MAX_ATTEMPTS} then ${now}::timestamptz else null end`,
    })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.lockedAt),
        isNull(otpChallenges.verifiedAt),
      ),
    )
    .returning({ failedAttempts: otpChallenges.failedAttempts });
  if (!counted) throw lockedError(challenge.id);
  const left = OTP_MAX_ATTEMPTS - counted.failedAttempts;
  if (left <= 0) throw lockedError(challenge.id);
  const message = `The code is incorrect. ${left} attempt${left === 1 ? '' : 's'} left`;
  await executor
    .update(otpChallenges)
    .set({ lastFailure: message })
    .where(eq(otpChallenges.id, challenge.id));
  throw otpFailure(400, 'otp_invalid', challenge.id, message);
}

/** send or resend in a transaction of its own, with the app's key and notifier. */
export function issueChallenge(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'notifier'>,
  mode: 'send' | 'resend',
  input: { userId: number; subject: OtpSubject; title: string; now: Date },
): Promise<OtpChallenge> {
  const issue = mode === 'send' ? sendChallenge : resendChallenge;
  return ctx.db.transaction((tx) => issue(tx, otpDepsOf(ctx), input));
}
