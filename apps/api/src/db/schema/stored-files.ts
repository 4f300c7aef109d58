import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres returns a Buffer, PGlite a Uint8Array: both are Uint8Array.
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

/**
 * File storage (PDFs, images): one row per file, the reference every other table points at.
 * The bytes live either in `content` (the database store) or in an object store under
 * `object_key` (written before the row, so a row never points at a missing object); exactly one
 * of the two is set. Files are immutable; a new version of a PDF is a new row.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    content: bytea('content'),
    objectKey: varchar('object_key', { length: 300 }).unique('stored_files_object_key_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'stored_files_content_or_object_check',
      sql`(${t.content} is null) <> (${t.objectKey} is null)`,
    ),
  ],
);
