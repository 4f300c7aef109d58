/** A PDF transformation matrix [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type PdfMatrix = readonly [number, number, number, number, number, number];

export interface PageGeometry {
  /** /Rotate, normalised to 0, 90, 180 or 270 (clockwise, as viewers display it). */
  rotation: 0 | 90 | 180 | 270;
  /** Effective CropBox in default user space: the visible region. */
  cropBox: { x: number; y: number; width: number; height: number };
}

export interface Placement {
  /** Points from the left edge of the page as displayed (after /Rotate and /CropBox). */
  x: number;
  /** Points from the top edge of the page as displayed. */
  y: number;
  width: number;
  height: number;
}

/** m1 then m2 (row-vector convention, as PDF `cm` uses). */
function multiply(m1: PdfMatrix, m2: PdfMatrix): PdfMatrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

/** Size of the page as displayed: the CropBox, with width and height swapped at 90°/270°. */
export function visibleSize(page: PageGeometry): { width: number; height: number } {
  const { width, height } = page.cropBox;
  return page.rotation === 90 || page.rotation === 270
    ? { width: height, height: width }
    : { width, height };
}

/**
 * The `cm` matrix that draws an image XObject (the unit square) upright at a placement given in
 * the UI's coordinates (origin at the top-left of the displayed page, y down, PDF points).
 *
 * First the unit square goes to the placement in "visible" space (origin bottom-left of the
 * displayed page, y up); then visible space goes to default user space, undoing the clockwise
 * /Rotate and adding the CropBox origin.
 */
export function placementMatrix(page: PageGeometry, placement: Placement): PdfMatrix {
  const { x: cx, y: cy, width: cw, height: ch } = page.cropBox;
  const visibleHeight = visibleSize(page).height;
  const unitToVisible: PdfMatrix = [
    placement.width,
    0,
    0,
    placement.height,
    placement.x,
    visibleHeight - placement.y - placement.height,
  ];
  let visibleToUser: PdfMatrix;
  switch (page.rotation) {
    case 0:
      visibleToUser = [1, 0, 0, 1, cx, cy];
      break;
    case 90: // displayed u = userY − cy, v = cx + cw − userX
      visibleToUser = [0, 1, -1, 0, cx + cw, cy];
      break;
    case 180:
      visibleToUser = [-1, 0, 0, -1, cx + cw, cy + ch];
      break;
    case 270: // displayed u = cy + ch − userY, v = userX − cx
      visibleToUser = [0, -1, 1, 0, cx, cy + ch];
      break;
  }
  return multiply(unitToVisible, visibleToUser);
}

/** Normalises any /Rotate value (multiples of 90, possibly negative) to 0..270. */
export function normaliseRotation(degrees: number): 0 | 90 | 180 | 270 {
  const r = (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
  return r as 0 | 90 | 180 | 270;
}
