/** Spec §9: the value itself, or the placeholder (default '-') when it is null, undefined or ''. 0 and false are kept. */
export function fallback<T>(value: T | null | undefined, placeholder = '-'): T | string {
  return value === null || value === undefined || value === '' ? placeholder : value;
}
