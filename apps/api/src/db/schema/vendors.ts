import type { VendorStatus } from '@esign/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { jobPositions, users } from './users';

/** Industries (spec §3 "Dropdown data"): reference data seeded at start, by dropdown/industry. */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('industries_name_key'),
  createdAt: createdAt(),
});

/**
 * Vendor accounts (Setting › Account, spec §3 "Vendor"). `privy_id` is stored lowercased (spec
 * §5) and unique, so two racing creations of one id end in one row and one 409. The NPWP image is
 * a stored file written in the same transaction; its header's pixel size is kept for display.
 * Status values and their meaning: VendorStatusSchema in the contract.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    privyId: varchar('privy_id', { length: 50 }).notNull().unique('vendors_privy_id_key'),
    vendorName: varchar('vendor_name', { length: 200 }).notNull(),
    npwp: varchar('npwp', { length: 16 }).notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => jobPositions.id),
    status: varchar('status', { length: 20 }).$type<VendorStatus>().notNull().default('waiting'),
    npwpImageFileId: integer('npwp_image_file_id')
      .notNull()
      .references(() => storedFiles.id),
    npwpImageName: varchar('npwp_image_name', { length: 255 }).notNull(),
    npwpImageWidth: integer('npwp_image_width').notNull(),
    npwpImageHeight: integer('npwp_image_height').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendors_created_at_idx').on(t.createdAt),
    index('vendors_status_idx').on(t.status),
    check('vendors_privy_id_lower_check', sql`${t.privyId} = lower(${t.privyId})`),
    check('vendors_npwp_check', sql`${t.npwp} ~ '^([0-9]{15}|[0-9]{16})$'`),
  ],
);
