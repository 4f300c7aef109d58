/** The number behind a thousand-dot value ('1.234.567' → 1234567); null when there are no digits. */
export function parseThousandDot(value: string): number | null {
  const digits = value.replace(/[^0-9]/g, '');
  return digits === '' ? null : Number(digits);
}
