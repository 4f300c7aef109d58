import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A JSON value kept as the text the server wrote, in a `text` column: the log is written on
 * every request and read a row at a time, never queried inside, so PostgreSQL neither parses
 * it into jsonb nor checks it as json (that check was a third of the cost of writing a list
 * page's row). Read back with JSON.parse; a text that is not JSON (never written by the server)
 * is returned as the string it is.
 */
const jsonAsText = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  fromDriver: (value) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  toDriver: (value) => JSON.stringify(value) ?? 'null',
});

/** One row per request to /api/* with secrets redacted (spec §3 HTTP log). */
export const httpLogs = pgTable(
  'http_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id').notNull().unique('http_logs_transaction_id_key'),
    referenceId: varchar('reference_id', { length: 100 }),
    method: varchar('method', { length: 10 }).notNull(),
    url: text('url').notNull(),
    httpStatus: integer('http_status').notNull(),
    requestHeader: jsonAsText('request_header').$type<Record<string, unknown>>().notNull(),
    requestBody: jsonAsText('request_body'),
    responseBody: jsonAsText('response_body'),
    durationMs: integer('duration_ms').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('http_logs_created_at_idx').on(t.createdAt),
    index('http_logs_user_idx').on(t.userId),
    index('http_logs_reference_idx').on(t.referenceId),
  ],
);

/** Who changed what, when (every state change). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    activity: text('activity').notNull(),
    subjectType: varchar('subject_type', { length: 50 }),
    subjectId: varchar('subject_id', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_logs_created_at_idx').on(t.createdAt),
    index('activity_logs_user_idx').on(t.userId),
    index('activity_logs_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
