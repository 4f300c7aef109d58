import { describe, expect, it } from '@jest/globals';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import { SIGNATURE_PNG } from './fixtures/signature-png';
import { inspectPdf } from './inspect-pdf';
import { HAS_POPPLER, isRed, renderPage } from './pdf-test-tools';
import { stampPlacements } from './stamp-placements';

const placement = { x: 40, y: 70, width: 90, height: 30 };

/** The stamp must appear exactly at the placement as the page is displayed (1 px = 1 pt). */
function expectStampAt(bytes: Uint8Array, page: number, p: typeof placement) {
  const view = renderPage(bytes, page);
  expect(isRed(view.rgb(p.x + p.width / 2, p.y + p.height / 2))).toBe(true);
  expect(isRed(view.rgb(p.x + 3, p.y + 3))).toBe(true);
  expect(isRed(view.rgb(p.x + p.width - 3, p.y + p.height - 3))).toBe(true);
  // just outside each edge: not red
  expect(isRed(view.rgb(p.x - 3, p.y + p.height / 2))).toBe(false);
  expect(isRed(view.rgb(p.x + p.width + 3, p.y + p.height / 2))).toBe(false);
  expect(isRed(view.rgb(p.x + p.width / 2, p.y - 3))).toBe(false);
  expect(isRed(view.rgb(p.x + p.width / 2, p.y + p.height + 3))).toBe(false);
  return view;
}

(HAS_POPPLER ? describe : describe.skip)('stampPlacements (rendered with poppler pdftoppm)', () => {
  it.each([0, 90, 180, 270] as const)(
    'places the image upright on a page rotated %i°',
    async (rotation) => {
      const original = await makeSamplePdf({ pages: 2, rotation });
      const stamped = await stampPlacements(original, [
        { page: 2, ...placement, image: SIGNATURE_PNG },
      ]);
      expect(Buffer.from(stamped.subarray(0, original.length)).equals(original)).toBe(true);
      const view = expectStampAt(stamped, 2, placement);
      const info = await inspectPdf(stamped);
      expect([view.width, view.height]).toEqual([info.pages[1]?.width, info.pages[1]?.height]);
      // page 1 untouched
      expect(isRed(renderPage(stamped, 1).rgb(placement.x + 45, placement.y + 15))).toBe(false);
    },
  );

  it('accounts for a CropBox offset (and a CropBox with rotation)', async () => {
    const cropBox = { x: 100, y: 150, width: 300, height: 400 };
    for (const rotation of [0, 90] as const) {
      const original = await makeSamplePdf({ pages: 1, cropBox, rotation });
      const stamped = await stampPlacements(original, [
        { page: 1, ...placement, image: SIGNATURE_PNG },
      ]);
      const view = expectStampAt(stamped, 1, placement);
      expect([view.width, view.height]).toEqual(rotation ? [400, 300] : [300, 400]);
    }
  });

  it('places several stamps on several pages in one update, embedding the image once', async () => {
    const original = await makeSamplePdf({ pages: 3 });
    const second = { x: 300, y: 500, width: 60, height: 30 };
    const stamped = await stampPlacements(original, [
      { page: 1, ...placement, image: SIGNATURE_PNG },
      { page: 3, ...second, image: SIGNATURE_PNG },
    ]);
    expectStampAt(stamped, 1, placement);
    expectStampAt(stamped, 3, second);
    const appended = Buffer.from(stamped.subarray(original.length)).toString('latin1');
    // one image XObject plus its /SMask (the PNG has alpha), not one pair per stamp
    expect(appended.match(/\/Subtype\s*\/Image/g)).toHaveLength(2);
    expect(appended.match(/\bxref\b|\/Type\s*\/XRef/g)?.length).toBe(1);
  });

  it('rejects placements outside the page or on a missing page', async () => {
    const original = await makeSamplePdf({ pages: 1 });
    await expect(
      stampPlacements(original, [{ page: 2, ...placement, image: SIGNATURE_PNG }]),
    ).rejects.toThrow(RangeError);
    await expect(
      stampPlacements(original, [
        { page: 1, x: 580, y: 10, width: 60, height: 30, image: SIGNATURE_PNG },
      ]),
    ).rejects.toThrow(/outside/);
    await expect(
      stampPlacements(original, [{ page: 1, ...placement, image: new Uint8Array([1, 2, 3]) }]),
    ).rejects.toThrow(/PNG or JPEG/);
  });
});
