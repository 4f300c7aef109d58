import { bigint, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Messages the notifier delivered while the development outbox is on (demo and development
 * modes, never production): lets the demo and the end-to-end tests read a code.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey(),
    /** Delivery order (several codes may share a timestamp). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).$type<'otp'>().notNull(),
    subject: text('subject').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_user_seq_idx').on(t.userId, t.seq)],
);
