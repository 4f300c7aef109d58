// Public API of @esign/session: named exports only. Pages are not exported (they load lazily).

// Start-up and the shell's providers
export { initSession, reloadSessionUser, MAINTENANCE_PATH } from './init-session';
export { prefetchCookieKey } from './session-cookies';
export {
  RuntimeConfigProvider,
  useRuntimeConfig,
  type RuntimeConfigProviderProps,
} from './runtime-config-context';
export { sessionRoutes } from './routes';

// Session state and actions
export { useSessionStore, type SessionState, type SessionTokens } from './session-store';
export { login } from './login';
export { logout, LOGOUT_FAILED_TITLE } from './logout';
export { encryptPassword } from './encrypt-password';

// Guards and permissions
export { SessionGuard, type SessionGuardProps } from './session-guard';
export { GuestOnly, type GuestOnlyProps } from './guest-only';
export { type RouteHandle } from './route-handle';
export { hasPermission, useHasPermission } from './has-permission';
export { filterMenuByPermissions, type PermissionMenuEntry } from './filter-menu-by-permissions';
export { firstAllowedPath, type PathMenuEntry } from './first-allowed-path';
export { safeRedirectPath } from './safe-redirect-path';
