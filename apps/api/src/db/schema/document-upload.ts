// Types only: drizzle-kit loads this file without the workspace's path aliases.
import type { SigningType } from '@esign/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { documentCategories } from './documents';
import { storedFiles } from './stored-files';
import { users } from './users';

/** The kinds of document an e-meterai stamp is paid for (`dropdown/category-meterai`). */
export const meteraiCategories = pgTable(
  'meterai_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('meterai_categories_name_lower_key').on(sql`lower(${t.name})`)],
);

/** A page as displayed (CropBox turned by /Rotate), in points: the space boxes are placed in. */
export interface DraftPage {
  width: number;
  height: number;
}

/**
 * An uploaded PDF that has not been sent: one of its uploader's batch. Its reference number is
 * issued at upload and becomes the document's when it is sent (then the draft row is deleted,
 * with its recipients and boxes, in the transaction that creates the document).
 */
export const uploadDrafts = pgTable(
  'upload_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referenceNumber: varchar('reference_number', { length: 64 }).notNull(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    /** The file name as uploaded, made safe for a content-disposition header. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => storedFiles.id),
    pageCount: integer('page_count').notNull(),
    pages: jsonb('pages').$type<DraftPage[]>().notNull(),
    signingType: varchar('signing_type', { length: 20 }).$type<SigningType>(),
    categoryId: integer('category_id').references(() => documentCategories.id),
    signingOrder: varchar('signing_order', { length: 20 })
      .$type<'sequential' | 'parallel'>()
      .notNull()
      .default('sequential'),
    seal: boolean('seal').notNull().default(false),
    viewedAt: timestamptz('viewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('upload_drafts_reference_number_key').on(t.referenceNumber),
    index('upload_drafts_uploader_created_idx').on(t.uploaderId, t.createdAt),
    check('upload_drafts_page_count_check', sql`${t.pageCount} > 0`),
  ],
);

/** A recipient (signer) of a draft, in signing order. */
export const uploadDraftRecipients = pgTable(
  'upload_draft_recipients',
  {
    draftId: integer('draft_id')
      .notNull()
      .references(() => uploadDrafts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    signOrder: smallint('sign_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.userId] })],
);

export const draftPlacementTypes = ['signature', 'e_meterai', 'seal'] as const;
export type DraftPlacementType = (typeof draftPlacementTypes)[number];

/**
 * A box on a draft's page, in points from the top-left of the page as displayed. A signature box
 * belongs to a recipient (deleted with them); an e-meterai box holds one reserved stamp (ledger
 * reference `document:<reference>/stamp:<id>`); a seal box is the company seal. `version` rises
 * with every change: a change made against an older version is refused (409).
 */
export const uploadDraftPlacements = pgTable(
  'upload_draft_placements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => uploadDrafts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).$type<DraftPlacementType>().notNull(),
    signerUserId: integer('signer_user_id'),
    meteraiCategoryId: integer('meterai_category_id').references(() => meteraiCategories.id),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('upload_draft_placements_draft_idx').on(t.draftId),
    foreignKey({
      name: 'upload_draft_placements_recipient_fk',
      columns: [t.draftId, t.signerUserId],
      foreignColumns: [uploadDraftRecipients.draftId, uploadDraftRecipients.userId],
    }).onDelete('cascade'),
    check(
      'upload_draft_placements_kind_check',
      sql`(${t.type} = 'signature' and ${t.signerUserId} is not null and ${t.meteraiCategoryId} is null)
        or (${t.type} = 'e_meterai' and ${t.signerUserId} is null and ${t.meteraiCategoryId} is not null)
        or (${t.type} = 'seal' and ${t.signerUserId} is null and ${t.meteraiCategoryId} is null)`,
    ),
    check('upload_draft_placements_page_check', sql`${t.page} >= 1`),
  ],
);
