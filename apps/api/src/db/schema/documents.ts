import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { officeAreas, officeBranches, officeDepartments } from './offices';
import { users } from './users';

/** Spec §3 "Document category": a name and whether its documents are confidential. */
export const documentCategories = pgTable(
  'document_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryName: varchar('category_name', { length: 100 }).notNull(),
    isConfidential: boolean('is_confidential').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('document_categories_name_lower_key').on(sql`lower(${t.categoryName})`)],
);

/** Stored document states; see modules/documents/document-status.ts for what each list shows. */
export const documentStates = ['in_progress', 'completed', 'rejected', 'voided'] as const;
export type DocumentState = (typeof documentStates)[number];

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referenceNumber: varchar('reference_number', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    categoryId: integer('category_id').references(() => documentCategories.id),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    officeAreaId: integer('office_area_id').references(() => officeAreas.id),
    officeBranchId: integer('office_branch_id').references(() => officeBranches.id),
    officeDepartmentId: integer('office_department_id').references(() => officeDepartments.id),
    /**
     * Copied from the category when the document is created, and never changed after: visibility
     * reads this column, not the category's current flag, so switching a category's flag off does
     * not expose the documents already sent under it, and switching it on does not hide them.
     */
    isConfidential: boolean('is_confidential').notNull().default(false),
    signingOrder: varchar('signing_order', { length: 20 })
      .$type<'sequential' | 'parallel'>()
      .notNull(),
    state: varchar('state', { length: 20 }).$type<DocumentState>().notNull(),
    pageCount: integer('page_count').notNull(),
    originalFileId: bigint('original_file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    currentFileId: bigint('current_file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    /** Data URL of the company seal image stamped at seal placements (null: no seal). */
    sealImage: text('seal_image'),
    rejectReason: text('reject_reason'),
    voidReason: text('void_reason'),
    voidedBy: integer('voided_by').references(() => users.id),
    completedAt: timestamptz('completed_at'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Raised from a sequence by a trigger on every insert and update (migration 0002), so
     * `max(revision)` tells whether anything about any document changed: the list totals are
     * remembered until it moves (modules/documents/list-totals.ts).
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('documents_reference_number_key').on(t.referenceNumber),
    index('documents_revision_idx').on(t.revision),
    index('documents_uploader_state_created_idx').on(t.uploaderId, t.state, t.createdAt),
    index('documents_state_created_idx').on(t.state, t.createdAt),
    index('documents_category_idx').on(t.categoryId),
    index('documents_office_area_idx').on(t.officeAreaId),
    index('documents_office_branch_idx').on(t.officeBranchId),
    index('documents_office_department_idx').on(t.officeDepartmentId),
  ],
);

export const signerStatuses = ['waiting', 'signed', 'rejected', 'blocked'] as const;
export type SignerStatusValue = (typeof signerStatuses)[number];

/**
 * One row per signer of a document. `status` is stored exactly: `waiting` when the signer's turn
 * has come (every signer of a parallel document; the lowest unsigned order of a sequential one),
 * `blocked` while an earlier sequential signer has not signed, `signed`, `rejected`.
 */
export const documentSigners = pgTable(
  'document_signers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    signOrder: smallint('sign_order').notNull(),
    status: varchar('status', { length: 20 }).$type<SignerStatusValue>().notNull(),
    isUploader: boolean('is_uploader').notNull().default(false),
    signedAt: timestamptz('signed_at'),
    signedIp: varchar('signed_ip', { length: 64 }),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('document_signers_document_user_key').on(t.documentId, t.userId),
    index('document_signers_user_status_idx').on(t.userId, t.status, t.documentId),
  ],
);

export const placementTypes = ['signature', 'e_meterai', 'seal'] as const;
export type PlacementTypeValue = (typeof placementTypes)[number];

/**
 * A box on a page, in PDF points from the top-left of the page as displayed. A placement with a
 * signer is stamped when that signer signs; one without (a seal or e-meterai the uploader placed
 * for the company) is stamped with the first signature.
 */
export const documentPlacements = pgTable(
  'document_placements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id').references(() => documentSigners.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).$type<PlacementTypeValue>().notNull(),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    stampedAt: timestamptz('stamped_at'),
  },
  (t) => [index('document_placements_document_idx').on(t.documentId)],
);

/** A zip of a selection, downloadable through its unguessable link until it expires. */
export const documentZips = pgTable('document_zips', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileId: bigint('file_id', { mode: 'number' })
    .notNull()
    .references(() => storedFiles.id),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
