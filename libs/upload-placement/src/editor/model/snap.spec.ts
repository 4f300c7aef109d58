import { describe, expect, it } from '@jest/globals';
import { resizeWithin, snapLinesOf, snapMove, snapResize } from './snap';

const page = { width: 600, height: 800 };

describe('snapping', () => {
  it('snaps a box near the page’s left edge onto it and names the guide', () => {
    const lines = snapLinesOf(page, []);
    expect(snapMove({ x: 3, y: 100, width: 100, height: 50 }, lines, 4)).toEqual({
      dx: -3,
      dy: 0,
      guides: { x: 0, y: null },
    });
  });

  it('snaps a box’s centre to the page’s centre', () => {
    const lines = snapLinesOf(page, []);
    const result = snapMove({ x: 248, y: 372, width: 100, height: 50 }, lines, 4);
    expect(result).toEqual({ dx: 2, dy: 3, guides: { x: 300, y: 400 } });
  });

  it('snaps to another box’s edges, taking the nearest line', () => {
    const lines = snapLinesOf(page, [{ x: 200, y: 500, width: 100, height: 40 }]);
    const result = snapMove({ x: 302, y: 437, width: 60, height: 60 }, lines, 4);
    expect(result).toEqual({ dx: -2, dy: 3, guides: { x: 300, y: 500 } });
  });

  it('leaves a box alone beyond the threshold', () => {
    const lines = snapLinesOf(page, []);
    expect(snapMove({ x: 20, y: 20, width: 100, height: 50 }, lines, 4)).toEqual({
      dx: 0,
      dy: 0,
      guides: { x: null, y: null },
    });
  });

  it('snaps only the edges being resized', () => {
    const lines = snapLinesOf(page, []);
    const result = snapResize({ x: 2, y: 100, width: 295, height: 50 }, { right: true }, lines, 4);
    expect(result).toEqual({
      rect: { x: 2, y: 100, width: 298, height: 50 },
      guides: { x: 300, y: null },
    });
    const left = snapResize({ x: 3, y: 100, width: 100, height: 50 }, { left: true }, lines, 4);
    expect(left.rect).toEqual({ x: 0, y: 100, width: 103, height: 50 });
  });
});

describe('resizing', () => {
  const bounds = { min: 10, max: 600 };
  it('moves only the dragged edges and keeps the box at least the minimum size', () => {
    const start = { x: 100, y: 100, width: 150, height: 75 };
    expect(
      resizeWithin(start, { left: true }, { left: 200, top: 0, right: 0, bottom: 0 }, page, bounds),
    ).toEqual({ x: 240, y: 100, width: 10, height: 75 });
    expect(
      resizeWithin(
        start,
        { right: true, bottom: true },
        { left: 0, top: 0, right: 30, bottom: 25 },
        page,
        bounds,
      ),
    ).toEqual({ x: 100, y: 100, width: 180, height: 100 });
  });

  it('stops at the page’s edges', () => {
    const start = { x: 100, y: 700, width: 150, height: 75 };
    expect(
      resizeWithin(
        start,
        { bottom: true, left: true },
        { left: -500, top: 0, right: 0, bottom: 90 },
        page,
        bounds,
      ),
    ).toEqual({ x: 0, y: 700, width: 250, height: 100 });
  });
});
