import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** The code of the placeholder office of each level (spec §3). */
export const DEFAULT_OFFICE_CODE = 'default';

/** The columns every office level shares (spec §3: code, name, privy_id, the default flag). */
function officeColumns() {
  return {
    code: varchar('code', { length: 50 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    privyId: varchar('privy_id', { length: 50 }),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

export const officeAreas = pgTable(
  'office_areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...officeColumns(),
  },
  (t) => [
    // Codes are unique within their level in any letter case: areas among areas, branches within
    // their area, departments within their branch (each has its own 'default' placeholder).
    uniqueIndex('office_areas_code_key').on(sql`lower(${t.code})`),
    index('office_areas_created_at_idx').on(t.createdAt),
  ],
);

export const officeBranches = pgTable(
  'office_branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    officeAreaId: integer('office_area_id')
      .notNull()
      .references(() => officeAreas.id),
    ...officeColumns(),
  },
  (t) => [
    uniqueIndex('office_branches_area_code_key').on(t.officeAreaId, sql`lower(${t.code})`),
    index('office_branches_created_at_idx').on(t.createdAt),
  ],
);

export const officeDepartments = pgTable(
  'office_departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    officeAreaId: integer('office_area_id')
      .notNull()
      .references(() => officeAreas.id),
    officeBranchId: integer('office_branch_id')
      .notNull()
      .references(() => officeBranches.id),
    ...officeColumns(),
  },
  (t) => [
    uniqueIndex('office_departments_branch_code_key').on(t.officeBranchId, sql`lower(${t.code})`),
    index('office_departments_area_idx').on(t.officeAreaId),
    index('office_departments_created_at_idx').on(t.createdAt),
  ],
);
