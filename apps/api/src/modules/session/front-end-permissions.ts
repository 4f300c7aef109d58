import { permissionCodes, SUPER_ADMIN_ROLE, superAdminRevokeCodes } from '@esign/contract';

const ORDER = new Map<string, number>(permissionCodes.map((code, index) => [code, index]));

/** Codes in the contract's order (unknown ones last, alphabetically), so responses are stable. */
export function sortPermissionCodes(codes: Iterable<string>): string[] {
  return [...new Set(codes)].sort(
    (a, b) =>
      (ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) - (ORDER.get(b) ?? Number.MAX_SAFE_INTEGER) ||
      a.localeCompare(b),
  );
}

/** The role's codes plus, for super_admin, the three revoke codes (spec §6). */
export function frontEndPermissions(roleName: string, roleCodes: readonly string[]): string[] {
  return sortPermissionCodes(
    roleName === SUPER_ADMIN_ROLE ? [...roleCodes, ...superAdminRevokeCodes] : roleCodes,
  );
}
