/** The shape the permission rules need from a menu entry; the menu type itself belongs to the shell and ui-kit. */
export interface PermissionMenuEntry<T> {
  code?: string;
  children?: readonly T[];
}

function holds(codes: readonly string[], code: string | undefined): boolean {
  // An entry without a code is not gated (e.g. a link every signed-in user may open).
  return code === undefined || codes.includes(code);
}

/**
 * Spec §2: an entry shows only if the user holds its code; a parent (an entry with children) only
 * if the user holds its code and at least one of its children survives the same rule. Children are
 * filtered too; entries keep their order and every other field.
 */
export function filterMenuByPermissions<T extends PermissionMenuEntry<T>>(
  items: readonly T[],
  codes: readonly string[],
): T[] {
  const visible: T[] = [];
  for (const item of items) {
    if (!holds(codes, item.code)) continue;
    if (item.children && item.children.length > 0) {
      const children = filterMenuByPermissions(item.children, codes);
      if (children.length > 0) visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}
