/** Spec §1/§9: the unread badge text: '' (badge hidden) at 0 or less, the count up to 99, '99+' above. */
export function formatUnreadCount(count: number | null | undefined): string {
  if (count == null || !Number.isFinite(count) || count < 1) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
