/** Avatar initials: first letters of the first and last words ('Budi Santoso Wijaya' → 'BW'), one for a single word, '?' when empty. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${Array.from(first)[0] ?? ''}${last ? (Array.from(last)[0] ?? '') : ''}`.toUpperCase();
}
