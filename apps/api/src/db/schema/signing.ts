import { index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { documents } from './documents';
import { uploadDrafts } from './document-upload';
import { users } from './users';

/**
 * A signing code: for one document, for a bulk, or for a draft its uploader signs at send. The code is stored hashed; a resend replaces
 * it on the same challenge (attempts carry over, so a resend never unlocks a locked challenge).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    /** The uploader's code for signing a draft at send (see document-upload/{id}/send). */
    draftId: integer('draft_id').references(() => uploadDrafts.id, { onDelete: 'cascade' }),
    bulkId: uuid('bulk_id').references(() => bulkSigns.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastSentAt: timestamptz('last_sent_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamptz('locked_at'),
    verifiedAt: timestamptz('verified_at'),
    /** The otp_detail message of the last failed verify (spec §4). */
    lastFailure: text('last_failure'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_user_document_idx').on(t.userId, t.documentId),
    index('otp_challenges_bulk_idx').on(t.bulkId),
  ],
);

/**
 * A bulk: the documents one user signs under one code, and its run. States: `created` (no code
 * verified yet) → `running` (signing; `lease_until` says how long its runner holds it: a runner
 * that died, its lease run out, is replaced by the next verify or status call, or by a server
 * looking for abandoned bulks at start and once per lease period) → `done`. Signed
 * documents are read from document_signers (the truth a crash cannot leave behind); the ones
 * that could not be signed are kept in `failures` with their reason.
 */
export const bulkSigns = pgTable(
  'bulk_signs',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceNumbers: jsonb('reference_numbers').$type<string[]>().notNull(),
    /** Sorted, comma-joined reference numbers: finds the bulk that `otp/send` names. */
    selectionKey: text('selection_key').notNull(),
    state: varchar('state', { length: 16 })
      .$type<'created' | 'running' | 'done'>()
      .notNull()
      .default('created'),
    failures: jsonb('failures')
      .$type<{ reference_number: string; message: string }[]>()
      .notNull()
      .default([]),
    /** The address the code was verified from: each signature records it. */
    signedIp: varchar('signed_ip', { length: 64 }),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    leaseOwner: uuid('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    /** When the user saw the result: until then the bulk is listed on the Need to Sign page. */
    seenAt: timestamptz('seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_signs_user_selection_idx').on(t.userId, t.selectionKey),
    index('bulk_signs_user_unseen_idx').on(t.userId, t.seenAt),
  ],
);
