import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Job positions (spec §3 "Dropdown data: user job positions"): reference data seeded at start,
 * offered by dropdown/user-job-position. A vendor account names its holder's position.
 */
export const jobPositions = pgTable('job_positions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('job_positions_name_key'),
  createdAt: createdAt(),
});
