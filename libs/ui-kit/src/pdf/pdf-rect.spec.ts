import { pdfRectToPixels, pixelRectToPdf } from './pdf-rect';

describe('PDF points and CSS pixels', () => {
  it('draws a box stored in points at the zoom of the viewer', () => {
    expect(pdfRectToPixels({ x: 100, y: 50, width: 120, height: 40 }, 1.5)).toEqual({
      left: 150,
      top: 75,
      width: 180,
      height: 60,
    });
  });

  it('stores a box dropped in pixels as points, whatever the zoom', () => {
    const points = { x: 72, y: 144, width: 200, height: 60 };
    for (const scale of [0.5, 1, 1.25, 3])
      expect(pixelRectToPdf(pdfRectToPixels(points, scale), scale)).toEqual(points);
  });
});
