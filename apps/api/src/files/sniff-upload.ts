import type { UploadKind } from '@esign/contract';

/** The content type a stored upload is served with, by the kind its bytes were recognised as. */
export const UPLOAD_CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.byteLength < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

/**
 * What an uploaded file is, by its first bytes only (its name and declared type are the
 * client's word): `%PDF-`, the PNG signature, a JPEG SOI marker followed by a marker (FF D8 FF),
 * or a zip local file header (`PK\x03\x04`, which an .xlsx is). Null for anything else.
 */
export function sniffUpload(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk must come first, right after the signature (width and height at 16/20). */
function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.byteLength < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless, …) carry the frame's pixel size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the marker segments from SOI to the first start-of-frame (height at +5, width at +7
 * of the segment). Stops at the start of scan or at anything that is not a marker: no frame, no
 * size.
 */
function jpegSize(bytes: Uint8Array): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.byteLength) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes (FF FF …) may pad between segments.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    // Standalone markers have no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.byteLength) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The pixel size an image's header declares, read without decoding anything; null when unreadable. */
export function imagePixelSize(kind: 'png' | 'jpeg', bytes: Uint8Array): PixelSize | null {
  return kind === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

/**
 * The largest side of an accepted image. A scanned A4 page at 600 dpi is about 5,000 × 7,000
 * pixels; a header claiming more is a decompression bomb or a broken file.
 */
export const MAX_IMAGE_SIDE = 10_000;

/** Why an image's header is not acceptable, or null when its pixel size is sane. */
export function imageHeaderProblem(kind: 'png' | 'jpeg', bytes: Uint8Array): string | null {
  const size = imagePixelSize(kind, bytes);
  if (!size || size.width < 1 || size.height < 1)
    return `The ${kind === 'png' ? 'PNG' : 'JPEG'} image is damaged (no readable size)`;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return `The image is ${size.width} × ${size.height} pixels; at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} is accepted`;
  return null;
}
