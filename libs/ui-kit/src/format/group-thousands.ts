/** Inserts '.' between groups of three digits: '1234567' → '1.234.567'. Expects digits only. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
