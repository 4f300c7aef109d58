import { findActiveMenuEntry } from './find-active-menu-entry';
import type { MenuItem } from './menu-item';

/** The page title shown in the header: the active entry's label, 'Dashboard' when none matches (spec §2). */
export function menuTitle(menu: readonly MenuItem[], pathname: string): string {
  return findActiveMenuEntry(menu, pathname)?.label ?? 'Dashboard';
}
