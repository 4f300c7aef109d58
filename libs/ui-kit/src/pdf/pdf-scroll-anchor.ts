/** A page box's place in the scroller, in CSS pixels (its offsetTop and offsetHeight). */
export type PageBoxPosition = { top: number; height: number };

/** Where the reader is: a page and how far down it the reading line is (0 its top, 1 its bottom). */
export type PageAnchor = { page: number; fraction: number };

/** The reading line, a third down the viewport: the page it crosses is the current page. */
export const readingLine = (scrollTop: number, clientHeight: number) =>
  scrollTop + clientHeight / 3;

/**
 * The page at the reading line (the last one whose top is above it; 1 before the first) and how
 * far down that page the line is. In the gap below a page the line still counts as that page's.
 */
export function pageAnchor(
  boxes: ReadonlyMap<number, PageBoxPosition>,
  scrollTop: number,
  clientHeight: number,
): PageAnchor {
  const line = readingLine(scrollTop, clientHeight);
  let page = 1;
  for (const [number, box] of boxes) if (box.top <= line && number > page) page = number;
  const box = boxes.get(page);
  if (!box || box.height <= 0) return { page, fraction: 0 };
  // A gap scales less than its page: at most the page's last pixel, so the line stays on it.
  return { page, fraction: Math.min(Math.max((line - box.top) / box.height, 0), 0.999) };
}

/** The scrollTop that puts the reading line back on the anchor's page, as far down it as before. */
export function scrollTopFor(anchor: PageAnchor, box: PageBoxPosition, clientHeight: number) {
  return Math.max(0, box.top + anchor.fraction * box.height - clientHeight / 3);
}
