import { describe, expect, it } from '@jest/globals';
import {
  normaliseRotation,
  placementMatrix,
  visibleSize,
  type PageGeometry,
  type PdfMatrix,
} from './placement-matrix';

function apply(m: PdfMatrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

const crop = { x: 10, y: 20, width: 300, height: 400 };
const placement = { x: 30, y: 40, width: 60, height: 20 };

describe('placementMatrix', () => {
  it('rotation 0: top-left origin of the cropped page, y flipped', () => {
    const m = placementMatrix({ rotation: 0, cropBox: crop }, placement);
    // image's top-left corner (unit 0,1) is at the placement's top-left
    expect(apply(m, 0, 1)).toEqual([10 + 30, 20 + 400 - 40]);
    expect(apply(m, 1, 0)).toEqual([10 + 90, 20 + 400 - 60]);
  });

  it('rotation 90: the displayed top-left corner is user-space (cropX, cropY)', () => {
    const page: PageGeometry = { rotation: 90, cropBox: crop };
    expect(visibleSize(page)).toEqual({ width: 400, height: 300 });
    const m = placementMatrix(page, { x: 0, y: 0, width: 1, height: 1 });
    // displayed top-left of the image (unit 0,1) → user (cropX, cropY)
    expect(apply(m, 0, 1)).toEqual([10, 20]);
    // displayed x grows along user +y, displayed y (down) along user +x
    const m2 = placementMatrix(page, placement);
    expect(apply(m2, 0, 1)).toEqual([10 + 40, 20 + 30]);
  });

  it('rotation 180 and 270 map the displayed top-left corner to the right user-space corner', () => {
    const unit = { x: 0, y: 0, width: 1, height: 1 };
    expect(apply(placementMatrix({ rotation: 180, cropBox: crop }, unit), 0, 1)).toEqual([310, 20]);
    expect(apply(placementMatrix({ rotation: 180, cropBox: crop }, unit), 0, 0)).toEqual([310, 21]);
    expect(apply(placementMatrix({ rotation: 270, cropBox: crop }, unit), 0, 1)).toEqual([
      310, 420,
    ]);
  });

  it('keeps the image upright: its width runs along the displayed x axis', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const m = placementMatrix({ rotation, cropBox: crop }, placement);
      const [x0, y0] = apply(m, 0, 0);
      const [x1, y1] = apply(m, 1, 0);
      expect(Math.hypot(x1 - x0, y1 - y0)).toBeCloseTo(placement.width);
    }
  });

  it('normalises /Rotate values', () => {
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(450)).toBe(90);
    expect(normaliseRotation(0)).toBe(0);
  });
});
