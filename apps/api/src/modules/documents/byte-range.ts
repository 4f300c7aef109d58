/** A satisfiable range of a file's bytes, both ends inclusive (as in `content-range`). */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

function toOffset(digits: string): number | undefined {
  const value = Number(digits);
  return digits !== '' && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14.2):
 * `bytes=first-last`, `bytes=first-` or `bytes=-suffixLength`. Returns
 * - a range clamped to the file (a `last` past the end means up to the end),
 * - 'unsatisfiable' when it starts past the end or asks for an empty suffix (416),
 * - undefined when the whole file is to be sent (200): no header, another unit, a malformed or
 *   inverted range, or several ranges (a server may ignore any Range; a viewer asks for one).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, firstDigits = '', lastDigits = ''] = match;
  if (firstDigits === '') {
    const suffix = toOffset(lastDigits);
    if (suffix === undefined) return undefined;
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const first = toOffset(firstDigits);
  const last = lastDigits === '' ? Number.MAX_SAFE_INTEGER : toOffset(lastDigits);
  if (first === undefined || last === undefined || last < first) return undefined;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last, size - 1) };
}
