import { ops, type PDFImage } from '@libpdf/core';
import { embedStampImage, imageKey } from './embed-stamp-image';
import { isIncrementalUpdateOf, openForIncrementalUpdate } from './open-for-incremental-update';
import { PdfRejectedError } from './pdf-rejected-error';
import { readPageGeometry } from './page-geometry';
import { placementMatrix, visibleSize, type Placement } from './placement-matrix';

export interface Stamp extends Placement {
  /** 1-based page number. */
  page: number;
  /** PNG (with or without alpha) or JPEG bytes. */
  image: Uint8Array;
}

/**
 * Draws each image at its placement (UI coordinates: PDF points from the top-left of the page as
 * displayed, so /Rotate 90/180/270 and a CropBox offset are accounted for) and appends the change
 * as an incremental update: the input bytes are a prefix of the result and earlier signatures
 * stay valid. The existing page content is wrapped in q/Q by @libpdf/core, so a content stream
 * that leaves the graphics state changed cannot shift the stamp. The same image bytes are
 * embedded once per call (and prepared once for many calls: embedStampImage).
 */
export async function stampPlacements(bytes: Uint8Array, stamps: Stamp[]): Promise<Uint8Array> {
  if (stamps.length === 0) return bytes;
  const { pdf, bytes: base } = await openForIncrementalUpdate(bytes);
  const pageCount = pdf.getPageCount();
  const images = new Map<string, PDFImage>();
  for (const stamp of stamps) {
    if (!Number.isInteger(stamp.page) || stamp.page < 1 || stamp.page > pageCount) {
      throw new RangeError(`Stamp page ${stamp.page} is outside 1..${pageCount}`);
    }
    if (!(stamp.width > 0 && stamp.height > 0)) {
      throw new RangeError('A stamp needs a positive width and height');
    }
    const page = pdf.getPage(stamp.page - 1);
    if (!page) throw new RangeError(`No page ${stamp.page}`);
    const key = imageKey(stamp.image);
    let image = images.get(key);
    if (!image) {
      try {
        image = embedStampImage(pdf, stamp.image, key);
      } catch (error) {
        throw new RangeError('The stamp image is not a readable PNG or JPEG', { cause: error });
      }
      images.set(key, image);
    }
    const geometry = readPageGeometry(pdf, page);
    const size = visibleSize(geometry);
    if (
      stamp.x < -0.5 ||
      stamp.y < -0.5 ||
      stamp.x + stamp.width > size.width + 0.5 ||
      stamp.y + stamp.height > size.height + 0.5
    ) {
      throw new RangeError(
        `Stamp on page ${stamp.page} lies outside the visible page (${size.width}×${size.height} pt)`,
      );
    }
    const name = page.registerImage(image);
    page.drawOperators([
      ops.pushGraphicsState(),
      ops.concatMatrix(...placementMatrix(geometry, stamp)),
      ops.paintXObject(name),
      ops.popGraphicsState(),
    ]);
  }
  const out = await pdf.save({ incremental: true });
  if (!isIncrementalUpdateOf(out, base)) {
    throw new PdfRejectedError(
      'pdf_not_incremental',
      'Stamping did not produce an incremental update',
    );
  }
  return out;
}
