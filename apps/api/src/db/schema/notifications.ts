import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * What a user is told. `users.unread_notification` counts the rows with `read_at` null: every
 * write that adds a row or marks one read changes it in the same transaction (modules/notify).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** What it is about: `document` (reference number), `top_up` or `transfer` (id). */
    subjectType: varchar('subject_type', { length: 20 }),
    subjectId: varchar('subject_id', { length: 100 }),
    /** The web app's page about the subject, chosen when written. */
    link: varchar('link', { length: 300 }),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt),
    // The list (newest first) and the stream's resume (after an id) of one user.
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
