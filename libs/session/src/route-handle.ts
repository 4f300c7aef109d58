import type { PermissionCode } from '@esign/contract';

/**
 * The `handle` of every route object in every lib: the permission code `SessionGuard` checks and
 * the page title the admin layout shows.
 */
export interface RouteHandle {
  permission?: PermissionCode;
  title?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
