import { pageAnchor, scrollTopFor, type PageBoxPosition } from './pdf-scroll-anchor';

// Three pages 800 px high with 16 px gaps, at zoom 1 and at zoom 2.
const layout = (scale: number) =>
  new Map<number, PageBoxPosition>(
    [1, 2, 3].map((page) => [
      page,
      { top: 16 + (page - 1) * (800 * scale + 16), height: 800 * scale },
    ]),
  );
const VIEWPORT = 600;

/** Where page `page` sits in `positions`; fails the test when it is not there. */
function box(positions: Map<number, PageBoxPosition>, page: number): PageBoxPosition {
  const position = positions.get(page);
  if (!position) throw new Error(`no page ${page} in the layout`);
  return position;
}

describe('the reading position across a zoom', () => {
  it('names the page at the reading line and how far down it the line is', () => {
    // Reading line at 1,016 px: page 2 starts at 832, so 184 px (23 %) down it.
    expect(pageAnchor(layout(1), 816, VIEWPORT)).toEqual({ page: 2, fraction: 0.23 });
    expect(pageAnchor(layout(1), 0, VIEWPORT).page).toBe(1);
  });

  it('keeps the reading line on the same page, as far down it, after zooming in or out', () => {
    const before = pageAnchor(layout(1), 816, VIEWPORT);
    for (const scale of [2, 0.5]) {
      const after = layout(scale);
      const scrollTop = scrollTopFor(before, box(after, 2), VIEWPORT);
      expect(pageAnchor(after, scrollTop, VIEWPORT).page).toBe(2);
      expect(pageAnchor(after, scrollTop, VIEWPORT).fraction).toBeCloseTo(0.23);
    }
  });

  it('keeps a reading line in the gap below a page on that page when the zoom grows', () => {
    // Line at 824 px: in the gap between page 1 (ends at 816) and page 2 (starts at 832).
    const before = pageAnchor(layout(1), 624, VIEWPORT);
    expect(before.page).toBe(1);
    const after = layout(2);
    expect(pageAnchor(after, scrollTopFor(before, box(after, 1), VIEWPORT), VIEWPORT).page).toBe(1);
  });

  it('never asks for a negative scroll offset', () => {
    expect(scrollTopFor({ page: 1, fraction: 0 }, { top: 16, height: 800 }, VIEWPORT)).toBe(0);
  });
});
