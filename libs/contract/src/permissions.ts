import { z } from './zod';

/**
 * Permission codes. Page codes come from the menu table of spec §2; the monitoring and
 * notification codes are not named there, so we chose `monitoring.*` after the pattern of
 * the others. The three `*.revoke` codes are the extra front-end permissions of super_admin (§6).
 */
export const permissionCodes = [
  'home',
  'upload-document',
  'documents',
  'documents.sign',
  'documents.ongoing',
  'documents.completed',
  'documents.rejected',
  'documents.blocked',
  'documents.sign.revoke',
  'documents.ongoing.revoke',
  'documents.blocked.revoke',
  'ematerai',
  'ematerai.ematerai-balance',
  'ematerai.topup',
  'ematerai.history-balance',
  // Not in the menu of spec §2: who may approve or reject a balance transfer (issue 9).
  'ematerai.transfer.approve',
  // Not in the menu either: who may approve or reject a top-up (reference server, issue 9).
  'ematerai.topup.approve',
  'monitoring',
  'monitoring.http-log',
  'monitoring.activity-log',
  'monitoring.analytics',
  'setting',
  'setting.document-category',
  'setting.office',
  'setting.user',
  'setting.vendor',
] as const;

export const PermissionCodeSchema = z.enum(permissionCodes);
export type PermissionCode = z.infer<typeof PermissionCodeSchema>;

/** Granted to role super_admin on top of its role permissions (spec §6). */
export const superAdminRevokeCodes = [
  'documents.sign.revoke',
  'documents.ongoing.revoke',
  'documents.blocked.revoke',
] as const satisfies readonly PermissionCode[];

export const SUPER_ADMIN_ROLE = 'super_admin';

/** user_type 1 is a corporate single-sign-on user (spec §6). */
export const SSO_USER_TYPE = 1;
