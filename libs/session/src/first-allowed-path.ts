import { filterMenuByPermissions, type PermissionMenuEntry } from './filter-menu-by-permissions';

export interface PathMenuEntry<T> extends PermissionMenuEntry<T> {
  path?: string;
}

function firstLeafPath<T extends PathMenuEntry<T>>(items: readonly T[]): string | null {
  for (const item of items) {
    if (item.children && item.children.length > 0) {
      const path = firstLeafPath(item.children);
      if (path) return path;
    } else if (item.path) {
      return item.path;
    }
  }
  return null;
}

/**
 * The first page of the menu the user may open, in menu order: where `/admin` sends a user who has
 * neither `home` nor the Need to Sign list. A parent counts through its first allowed child (a section
 * path only redirects). Null when the user may open nothing.
 */
export function firstAllowedPath<T extends PathMenuEntry<T>>(
  menu: readonly T[],
  codes: readonly string[],
): string | null {
  return firstLeafPath(filterMenuByPermissions(menu, codes));
}
