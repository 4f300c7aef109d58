/**
 * The theme palettes recipients are drawn in, in order. Each is one of the kit's palettes whose
 * `solid` carries white text at WCAG AA and whose `fg` reads on the page; amber (the brand) and
 * gray are left for the e-meterai stamp and the seal. With more recipients than palettes the
 * colours repeat, and the boxes still tell them apart by name.
 */
const RECIPIENT_PALETTES = ['blue', 'purple', 'teal', 'pink', 'orange', 'green', 'red'] as const;

export type RecipientPalette = (typeof RECIPIENT_PALETTES)[number];

/** The palette of the recipient at `index` (0-based, in signing order). */
export function recipientPalette(index: number): RecipientPalette {
  const count = RECIPIENT_PALETTES.length;
  const at = ((Math.trunc(index) % count) + count) % count;
  return RECIPIENT_PALETTES[at] ?? 'blue';
}

/** A Chakra colour token for the recipient at `index` (0-based), e.g. `blue.solid`. */
export function recipientColour(index: number): string {
  return `${recipientPalette(index)}.solid`;
}
