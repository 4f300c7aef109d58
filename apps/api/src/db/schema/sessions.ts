import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * Opaque refresh tokens, stored as sha256 hex. A login starts a family; each refresh adds a row
 * to the family and points the old row at it (`replaced_by`). The family is live while its
 * newest row is neither revoked nor expired — access tokens carry the family id (`sid`).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 })
      .notNull()
      .unique('refresh_tokens_token_hash_key'),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => refreshTokens.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Password sign-in attempts, for the per-username failure limit (kept in the database so every instance sees them). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased as typed, whether or not such a user exists. */
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_username_created_at_idx').on(t.username, t.createdAt)],
);
