/** An office as the exports show it: "code - name", or whichever of the two is known. */
export function officeText(code: string | null, name: string | null): string {
  return code && name ? `${code} - ${name}` : (name ?? code ?? '');
}
