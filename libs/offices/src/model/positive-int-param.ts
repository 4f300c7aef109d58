/**
 * A positive whole number from a URL search param (an office, category or page id), or undefined
 * when it is absent or malformed, so a hand-edited URL never sends a bad filter to the server.
 */
export function positiveIntParam(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : undefined;
}
