import type { Notification } from '@esign/contract';

/** Spec §9 shows popups top right; we stack at most three, the newest on top. */
export const MAX_POPUPS = 3;

/** `stack` with `item` on top, a repeated id moved up rather than shown twice, cut to MAX_POPUPS. */
export function pushPopup(
  stack: readonly Notification[],
  item: Notification,
  max = MAX_POPUPS,
): Notification[] {
  return [item, ...stack.filter((shown) => shown.id !== item.id)].slice(0, max);
}
