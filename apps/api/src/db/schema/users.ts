import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { officeAreas, officeBranches, officeDepartments } from './offices';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('roles_name_key'),
  description: text('description').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per code of the contract's `permissionCodes`, kept in sync at start. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 100 }).notNull().unique('permissions_code_key'),
  description: text('description').notNull(),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'role_permissions_pkey', columns: [t.roleId, t.permissionId] })],
);

/** Job positions offered by the user form (dropdown/user-job-position); reference data. */
export const jobPositions = pgTable('job_positions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique('job_positions_name_key'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    privyId: varchar('privy_id', { length: 50 }).notNull().unique('users_privy_id_key'),
    name: varchar('name', { length: 200 }).notNull(),
    username: varchar('username', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull().default(''),
    /** scrypt hash; null for single-sign-on users, who never sign in with a password. */
    passwordHash: text('password_hash'),
    /** 1 = corporate single-sign-on user (spec §6), 0 = local password user. */
    userType: integer('user_type').notNull().default(0),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    jobPositionId: integer('job_position_id').references(() => jobPositions.id),
    officeAreaId: integer('office_area_id').references(() => officeAreas.id),
    officeBranchId: integer('office_branch_id').references(() => officeBranches.id),
    officeDepartmentId: integer('office_department_id').references(() => officeDepartments.id),
    unreadNotification: integer('unread_notification').notNull().default(0),
    notificationTopup: boolean('notification_topup').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames compare case-insensitively at sign-in, so uniqueness does too.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // One user per e-mail address in any case (a new user signs in with it); '' means none.
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('users_role_idx').on(t.roleId),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** People outside the company (spec §3 "External user"): a list of their own; no record names one. */
export const externalUsers = pgTable(
  'external_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    privyId: varchar('privy_id', { length: 50 }).notNull().unique('external_users_privy_id_key'),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_users_email_lower_key').on(sql`lower(${t.email})`),
    index('external_users_created_at_idx').on(t.createdAt),
  ],
);
