import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
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
import { officeAreas, officeBranches, officeDepartments } from './offices';
import { users } from './users';

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

/**
 * A signing code: for one document, or for a bulk. The code is stored hashed; a resend replaces
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

/** A bulk: the documents one user signs under one code. */
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
    createdAt: createdAt(),
  },
  (t) => [index('bulk_signs_user_selection_idx').on(t.userId, t.selectionKey)],
);

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
