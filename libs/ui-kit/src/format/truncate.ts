/** Spec §9: cuts text longer than `length` characters and appends '...'; null/undefined give ''. */
export function truncate(text: string | null | undefined, length = 50): string {
  if (text == null) return '';
  const limit = Math.max(0, Math.floor(length));
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
