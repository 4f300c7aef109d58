/** A box on a page: origin at the top-left of the page as displayed. */
export type PdfRect = { x: number; y: number; width: number; height: number };
export type PixelRect = { left: number; top: number; width: number; height: number };

/** A box stored in PDF points as CSS pixels at `scale` (drawing it). */
export function pdfRectToPixels(rect: PdfRect, scale: number): PixelRect {
  return {
    left: rect.x * scale,
    top: rect.y * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

/** A box in CSS pixels at `scale` as PDF points (storing where a user dropped or resized it). */
export function pixelRectToPdf(rect: PixelRect, scale: number): PdfRect {
  return {
    x: rect.left / scale,
    y: rect.top / scale,
    width: rect.width / scale,
    height: rect.height / scale,
  };
}
