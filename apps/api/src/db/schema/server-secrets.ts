import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Secrets generated on first start outside production (JWT key, login key pair), shared by
 * every instance on the same database. Production takes them from the environment instead.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
