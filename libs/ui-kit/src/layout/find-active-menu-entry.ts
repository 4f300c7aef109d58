import type { MenuItem } from './menu-item';

/** Drops the query/hash and trailing slashes: '/admin/documents/' → '/admin/documents'. */
const normalize = (path: string): string =>
  (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';

const matches = (entry: MenuItem, pathname: string): boolean => {
  const path = normalize(entry.path);
  if (path === pathname) return true;
  if (entry.exact) return false;
  return pathname.startsWith(path === '/' ? '/' : `${path}/`);
};

/**
 * Spec §2: the entry whose path equals the current path or is a prefix of it at a '/' boundary
 * ('/admin/documents/sign/REF-1' → 'Need to Sign'; '/admin/documents/signature' → not it).
 * The longest matching path wins; on equal paths the deeper entry wins.
 */
export function findActiveMenuEntry(
  menu: readonly MenuItem[],
  pathname: string,
): MenuItem | undefined {
  const current = normalize(pathname);
  let best: { entry: MenuItem; length: number; depth: number } | undefined;
  const visit = (entries: readonly MenuItem[], depth: number): void => {
    for (const entry of entries) {
      if (matches(entry, current)) {
        const length = normalize(entry.path).length;
        if (!best || length > best.length || (length === best.length && depth > best.depth)) {
          best = { entry, length, depth };
        }
      }
      if (entry.children?.length) visit(entry.children, depth + 1);
    }
  };
  visit(menu, 0);
  return best?.entry;
}
