import type { PageSize } from './editor-box';

export type Rect = { x: number; y: number; width: number; height: number };

/** The lines a dragged box may snap to, in points: vertical lines (`xs`) and horizontal (`ys`). */
export type SnapLines = { xs: number[]; ys: number[] };

/** Where a guide is drawn while a snap holds: a vertical line at `x`, a horizontal one at `y`. */
export type SnapGuides = { x: number | null; y: number | null };

export type SnapResult = { dx: number; dy: number; guides: SnapGuides };

/**
 * The lines of a page a box snaps to: the page's edges and centre lines, and the edges and centre
 * lines of the other boxes on the page (as in the common design tools).
 */
export function snapLinesOf(page: PageSize, others: readonly Rect[]): SnapLines {
  const xs = [0, page.width / 2, page.width];
  const ys = [0, page.height / 2, page.height];
  for (const other of others) {
    xs.push(other.x, other.x + other.width / 2, other.x + other.width);
    ys.push(other.y, other.y + other.height / 2, other.y + other.height);
  }
  return { xs, ys };
}

/** The nearest line within `threshold` of any of `candidates`: the offset to it and the line. */
function nearest(
  candidates: readonly number[],
  lines: readonly number[],
  threshold: number,
): { offset: number; line: number } | null {
  let best: { offset: number; line: number } | null = null;
  for (const candidate of candidates) {
    for (const line of lines) {
      const offset = line - candidate;
      if (Math.abs(offset) <= threshold && (!best || Math.abs(offset) < Math.abs(best.offset)))
        best = { offset, line };
    }
  }
  return best;
}

/**
 * Snaps a moved box: its left, centre or right to the nearest vertical line, its top, middle or
 * bottom to the nearest horizontal one, each only within `threshold` points. Returns the extra
 * shift and the guides to draw.
 */
export function snapMove(rect: Rect, lines: SnapLines, threshold: number): SnapResult {
  const x = nearest([rect.x, rect.x + rect.width / 2, rect.x + rect.width], lines.xs, threshold);
  const y = nearest([rect.y, rect.y + rect.height / 2, rect.y + rect.height], lines.ys, threshold);
  return {
    dx: x?.offset ?? 0,
    dy: y?.offset ?? 0,
    guides: { x: x?.line ?? null, y: y?.line ?? null },
  };
}

export type Edges = { left?: boolean; right?: boolean; top?: boolean; bottom?: boolean };

/** Snaps the edges being dragged in a resize (the others stay put); returns the snapped box. */
export function snapResize(
  rect: Rect,
  edges: Edges,
  lines: SnapLines,
  threshold: number,
): { rect: Rect; guides: SnapGuides } {
  let { x, y, width, height } = rect;
  let guideX: number | null = null;
  let guideY: number | null = null;
  if (edges.left || edges.right) {
    const edge = edges.left ? x : x + width;
    const hit = nearest([edge], lines.xs, threshold);
    if (hit) {
      guideX = hit.line;
      if (edges.left) {
        x += hit.offset;
        width -= hit.offset;
      } else width += hit.offset;
    }
  }
  if (edges.top || edges.bottom) {
    const edge = edges.top ? y : y + height;
    const hit = nearest([edge], lines.ys, threshold);
    if (hit) {
      guideY = hit.line;
      if (edges.top) {
        y += hit.offset;
        height -= hit.offset;
      } else height += hit.offset;
    }
  }
  return { rect: { x, y, width, height }, guides: { x: guideX, y: guideY } };
}

/** Snap distance on screen: about 4 CSS pixels, whatever the zoom. */
export const SNAP_PIXELS = 4;

/**
 * A box resized by dragging `edges` by `delta` (points; a side's shift, right and down positive),
 * kept within the size bounds and the page: the edges not dragged stay where they are.
 */
export function resizeWithin(
  start: Rect,
  edges: Edges,
  delta: { left: number; top: number; right: number; bottom: number },
  page: PageSize,
  bounds: { min: number; max: number },
): Rect {
  const axis = (
    startLow: number,
    startSize: number,
    moveLow: boolean,
    moveHigh: boolean,
    low: number,
    high: number,
    limit: number,
  ): [number, number] => {
    const startHigh = startLow + startSize;
    const max = Math.min(bounds.max, limit);
    if (moveLow) {
      const edge = Math.min(Math.max(startLow + low, 0, startHigh - max), startHigh - bounds.min);
      return [edge, startHigh - edge];
    }
    if (moveHigh) {
      const edge = Math.max(
        Math.min(startHigh + high, limit, startLow + max),
        startLow + bounds.min,
      );
      return [startLow, edge - startLow];
    }
    return [startLow, startSize];
  };
  const [x, width] = axis(
    start.x,
    start.width,
    Boolean(edges.left),
    Boolean(edges.right),
    delta.left,
    delta.right,
    page.width,
  );
  const [y, height] = axis(
    start.y,
    start.height,
    Boolean(edges.top),
    Boolean(edges.bottom),
    delta.top,
    delta.bottom,
    page.height,
  );
  return { x, y, width, height };
}
