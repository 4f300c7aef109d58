import { useSessionStore } from './session-store';
import type { PermissionCode, SessionUser } from '@esign/contract';

/** Whether the user holds a front-end permission code (read from `fe_permissions`, spec §6). */
export function hasPermission(
  user: Pick<SessionUser, 'fe_permissions'> | null | undefined,
  code: PermissionCode,
): boolean {
  return user?.fe_permissions.includes(code) ?? false;
}

/** Whether the signed-in user holds `code`; re-renders when the user changes. */
export function useHasPermission(code: PermissionCode): boolean {
  return useSessionStore((state) => hasPermission(state.user, code));
}
