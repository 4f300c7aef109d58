import { bigint, customType, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Array.
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

/**
 * File storage (PDFs, images). Files live in the database so a row can never point at a
 * missing file: a file and the row that refers to it are written in one transaction. Files are
 * immutable; a new version of a PDF is a new row.
 */
export const storedFiles = pgTable('stored_files', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
