/**
 * Pages from what a user types, as print dialogs take them: "1-3, 5, 8-" (an open end runs to the
 * last page). Returns the pages in order without repeats, or why the text is not a page list.
 */
export function parsePageRange(
  text: string,
  pageCount: number,
): { pages: number[] } | { error: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { error: 'Enter the pages, e.g. 1-3, 5' };
  const pages = new Set<number>();
  for (const part of parts) {
    const match = /^(\d+)?\s*(-)?\s*(\d+)?$/.exec(part);
    if (!match || (!match[1] && !match[3]))
      return { error: `"${part}" is not a page or a range of pages` };
    const from = match[1] ? Number(match[1]) : 1;
    const to = match[2] ? (match[3] ? Number(match[3]) : pageCount) : from;
    if (from < 1 || to > pageCount || from > to)
      return { error: `Pages run from 1 to ${pageCount}; "${part}" is outside them` };
    for (let page = from; page <= to; page += 1) pages.add(page);
  }
  return { pages: [...pages].sort((a, b) => a - b) };
}
