import { PdfArray, PdfDict, PdfNumber, type PDF, type PDFPage } from '@libpdf/core';
import { normaliseRotation, type PageGeometry } from './placement-matrix';

/** The raw, possibly inherited page attributes that decide what a viewer shows. */
export interface RawPageBoxes {
  mediaBox: number[] | null;
  cropBox: number[] | null;
  rotate: number | null;
}

type Box = { x: number; y: number; width: number; height: number };

function toBox(values: number[] | null): Box | null {
  if (!values || values.length !== 4 || !values.every(Number.isFinite)) return null;
  const [a, b, c, d] = values as [number, number, number, number];
  const x = Math.min(a, c);
  const y = Math.min(b, d);
  return { x, y, width: Math.abs(c - a), height: Math.abs(d - b) };
}

/**
 * Page geometry as a viewer uses it: the CropBox (inheritable, defaulting to the MediaBox,
 * clipped to it) and /Rotate (inheritable, normalised). We do not use @libpdf/core's
 * `page.getCropBox()`: in 0.4.2 it returns [x1 y1 x2 y2] as if it were x, y, width, height, and
 * ignores inheritance.
 */
export function geometryFromRaw(raw: RawPageBoxes): PageGeometry {
  const media = toBox(raw.mediaBox) ?? { x: 0, y: 0, width: 612, height: 792 };
  let crop = toBox(raw.cropBox) ?? media;
  const x1 = Math.max(crop.x, media.x);
  const y1 = Math.max(crop.y, media.y);
  const x2 = Math.min(crop.x + crop.width, media.x + media.width);
  const y2 = Math.min(crop.y + crop.height, media.y + media.height);
  crop = x2 > x1 && y2 > y1 ? { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } : media;
  return { rotation: normaliseRotation(raw.rotate ?? 0), cropBox: crop };
}

/** Reads MediaBox, CropBox and Rotate of a page, following /Parent for inherited values. */
export function readRawPageBoxes(pdf: PDF, page: PDFPage): RawPageBoxes {
  const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
  const raw: RawPageBoxes = { mediaBox: null, cropBox: null, rotate: null };
  const numbers = (value: unknown): number[] | null => {
    if (!(value instanceof PdfArray)) return null;
    const out: number[] = [];
    for (let i = 0; i < value.length; i++) {
      const item = value.at(i, resolve);
      if (!(item instanceof PdfNumber)) return null;
      out.push(item.value);
    }
    return out;
  };
  let dict: PdfDict | null = page.dict;
  for (let depth = 0; dict && depth < 64; depth++) {
    raw.mediaBox ??= numbers(dict.get('MediaBox', resolve));
    raw.cropBox ??= numbers(dict.get('CropBox', resolve));
    if (raw.rotate === null) {
      const rotate = dict.get('Rotate', resolve);
      if (rotate instanceof PdfNumber) raw.rotate = rotate.value;
    }
    const parent = dict.get('Parent', resolve);
    dict = parent instanceof PdfDict ? parent : null;
  }
  return raw;
}

export function readPageGeometry(pdf: PDF, page: PDFPage): PageGeometry {
  return geometryFromRaw(readRawPageBoxes(pdf, page));
}
