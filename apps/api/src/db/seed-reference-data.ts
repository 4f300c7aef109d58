import { permissionCodes, SUPER_ADMIN_ROLE, type PermissionCode } from '@esign/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from './database';
import {
  DEFAULT_OFFICE_CODE,
  officeAreas,
  officeBranches,
  officeDepartments,
} from './schema/offices';
import { jobPositions, permissions, rolePermissions, roles } from './schema/users';
import { meteraiCategories } from './schema/document-upload';
import { seedIndustries } from './seed-industries';

/** What each code opens, after the menu of spec §2. */
export const permissionDescriptions: Record<PermissionCode, string> = {
  home: 'Home',
  'upload-document': 'Upload Document',
  documents: 'Document',
  'documents.sign': 'Document - Need to Sign',
  'documents.ongoing': 'Document - Ongoing',
  'documents.completed': 'Document - Completed',
  'documents.rejected': 'Document - Void & Rejected',
  'documents.blocked': 'Document - Blocked & Expired',
  'documents.sign.revoke': 'Void documents in Need to Sign',
  'documents.ongoing.revoke': 'Void documents in Ongoing',
  'documents.blocked.revoke': 'Void documents in Blocked & Expired',
  ematerai: 'Digital Meterai',
  'ematerai.ematerai-balance': 'Digital Meterai - Balance & Transfer',
  'ematerai.topup': 'Digital Meterai - Top Up Balance',
  'ematerai.history-balance': 'Digital Meterai - Balance History',
  'ematerai.transfer.approve': 'Digital Meterai - Approve or reject balance transfers',
  'ematerai.topup.approve': 'Digital Meterai - Approve or reject top-ups',
  monitoring: 'Monitoring',
  'monitoring.http-log': 'Monitoring - HTTP Log',
  'monitoring.activity-log': 'Monitoring - Activity Log',
  'monitoring.analytics': 'Monitoring - Analytics',
  setting: 'Setting',
  'setting.document-category': 'Setting - Doc Category',
  'setting.office': 'Setting - Office',
  'setting.user': 'Setting - User',
  'setting.vendor': 'Setting - Account',
};

/** The kinds of document an e-meterai stamp is paid for (`dropdown/category-meterai`). */
export const defaultMeteraiCategories = [
  'Surat Perjanjian',
  'Surat Pernyataan',
  'Akta Notaris',
  'Dokumen Transaksi',
  'Surat Berharga',
  'Dokumen Lelang',
] as const;

export const SUPER_ADMIN_DESCRIPTION = 'Super Administrator';

/** The job positions of the user form; the spec names none, so these are a starting set. */
export const defaultJobPositions = [
  'Staff',
  'Supervisor',
  'Manager',
  'Head of Department',
  'Director',
];

/** Grants the role exactly these codes (adds missing ones; never removes). */
export async function grantPermissions(
  tx: Executor,
  roleId: number,
  codes: readonly string[],
): Promise<void> {
  if (codes.length === 0) return;
  const rows = await tx.select({ id: permissions.id, code: permissions.code }).from(permissions);
  const ids = rows.filter((row) => codes.includes(row.code)).map((row) => row.id);
  if (ids.length === 0) return;
  await tx
    .insert(rolePermissions)
    .values(ids.map((permissionId) => ({ roleId, permissionId })))
    .onConflictDoNothing();
}

/** The id of the role, created when absent. */
export async function ensureRole(tx: Executor, name: string, description: string): Promise<number> {
  await tx.insert(roles).values({ name, description }).onConflictDoNothing();
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`Role ${name} could not be created`);
  return role.id;
}

/**
 * Reference data every database needs, in every mode, applied at each start (idempotent):
 * one permission row per contract code, role super_admin holding all of them, and the
 * `default` placeholder area / branch / department (spec §3), the industries and job positions.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('esign:reference-data'))`);
    await tx
      .insert(permissions)
      .values(permissionCodes.map((code) => ({ code, description: permissionDescriptions[code] })))
      .onConflictDoNothing();
    const superAdminId = await ensureRole(tx, SUPER_ADMIN_ROLE, SUPER_ADMIN_DESCRIPTION);
    await grantPermissions(tx, superAdminId, permissionCodes);
    await tx
      .insert(jobPositions)
      .values(defaultJobPositions.map((name) => ({ name })))
      .onConflictDoNothing();

    await tx
      .insert(officeAreas)
      .values({ code: DEFAULT_OFFICE_CODE, name: 'Head Office', isDefault: true })
      .onConflictDoNothing();
    const [area] = await tx
      .select({ id: officeAreas.id })
      .from(officeAreas)
      .where(eq(officeAreas.code, DEFAULT_OFFICE_CODE));
    if (!area) throw new Error('The default office area could not be created');
    await tx
      .insert(officeBranches)
      .values({
        officeAreaId: area.id,
        code: DEFAULT_OFFICE_CODE,
        name: 'Head Office',
        isDefault: true,
      })
      .onConflictDoNothing();
    const [branch] = await tx
      .select({ id: officeBranches.id })
      .from(officeBranches)
      .where(
        and(eq(officeBranches.officeAreaId, area.id), eq(officeBranches.code, DEFAULT_OFFICE_CODE)),
      );
    if (!branch) throw new Error('The default office branch could not be created');
    await tx
      .insert(officeDepartments)
      .values({
        officeAreaId: area.id,
        officeBranchId: branch.id,
        code: DEFAULT_OFFICE_CODE,
        name: 'Head Office',
        isDefault: true,
      })
      .onConflictDoNothing();
    await seedIndustries(tx);
    await tx
      .insert(meteraiCategories)
      .values(defaultMeteraiCategories.map((name) => ({ name })))
      .onConflictDoNothing();
  });
}
