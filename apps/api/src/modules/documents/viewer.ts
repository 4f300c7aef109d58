import { SUPER_ADMIN_ROLE } from '@esign/contract';
import type { Principal } from '../../http/principal';

/** The asking user, as the document rules and queries need them. */
export interface Viewer {
  userId: number;
  isSuperAdmin: boolean;
  /** The user's permission codes: the list codes, `documents.sign` to sign or reject, and
   *  super_admin's `*.revoke` codes (spec §6) to void from the sign, ongoing and blocked lists. */
  permissions: ReadonlySet<string>;
}

export function viewerOf(principal: Principal): Viewer {
  return {
    userId: principal.userId,
    isSuperAdmin: principal.roleName === SUPER_ADMIN_ROLE,
    permissions: principal.permissions,
  };
}
