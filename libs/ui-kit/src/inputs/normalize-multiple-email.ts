/**
 * Spec §5 multiple e-mail entry: whitespace becomes a ',' separator and repeated commas collapse
 * ('a@x.id  b@x.id,,c@x.id' → 'a@x.id,b@x.id,c@x.id'). A leading comma is dropped; a trailing one is kept
 * so the user can go on typing the next address.
 */
export function normalizeMultipleEmail(value: string): string {
  return value.replace(/\s+/g, ',').replace(/,{2,}/g, ',').replace(/^,/, '');
}
