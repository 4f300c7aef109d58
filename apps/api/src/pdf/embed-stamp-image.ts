import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { PDFImage, PdfName, PdfNumber, PdfStream, type PDF } from '@libpdf/core';

/**
 * An image XObject's content, compressed once and embeddable into any number of PDFs: the
 * colour samples and, for an image with transparency, its soft mask (both FlateDecode).
 */
interface PreparedImage {
  width: number;
  height: number;
  colorSpace: 'DeviceRGB' | 'DeviceGray';
  samples: Uint8Array;
  alpha: Uint8Array | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Stamp images prepared lately (a bulk embeds one signature image hundreds of times). */
const CACHE_ENTRIES = 32;
const prepared = new Map<string, PreparedImage | 'not-simple'>();

/** The byte to the left (a), above (b) and above-left (c), as PNG's Paeth filter picks them. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * An 8-bit, non-interlaced PNG without palette or tRNS (grey, grey+alpha, RGB, RGBA: what the
 * stamp images are, and what most image tools write), decoded with node's zlib and split into
 * colour and alpha planes, compressed with node's zlib. Null for any other PNG (left to
 * @libpdf/core, whose pure-JS zlib is several times slower).
 */
function prepareSimplePng(bytes: Uint8Array): PreparedImage | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length < 33 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let offset = 8; offset + 12 <= data.length;) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [bitDepth, colorType, compression, filter, interlace] = body.subarray(8, 13);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colorType ?? -1] ?? 0;
      if (bitDepth !== 8 || compression !== 0 || filter !== 0 || interlace !== 0 || !channels)
        return null;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'tRNS' || type === 'PLTE') return null;
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!width || !height || !channels || idat.length === 0 || width * height > 25_000_000)
    return null;
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height });
  } catch {
    return null; // @libpdf/core reports it
  }
  if (raw.length !== (stride + 1) * height) return null;

  const colour = channels >= 3 ? 3 : 1;
  const hasAlpha = channels === 2 || channels === 4;
  const samples = Buffer.allocUnsafe(width * height * colour);
  const alpha = hasAlpha ? Buffer.allocUnsafe(width * height) : null;
  let previous = Buffer.alloc(stride);
  let line = Buffer.allocUnsafe(stride);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = raw[start];
    const row = raw.subarray(start + 1, start + 1 + stride);
    if (filter === 0) row.copy(line);
    else
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? (line[x - channels] as number) : 0;
        const b = previous[x] as number;
        const c = x >= channels ? (previous[x - channels] as number) : 0;
        const value = row[x] as number;
        let out: number;
        if (filter === 1) out = value + a;
        else if (filter === 2) out = value + b;
        else if (filter === 3) out = value + ((a + b) >> 1);
        else if (filter === 4) out = value + paeth(a, b, c);
        else return null;
        line[x] = out & 0xff;
      }
    if (!alpha) line.copy(samples, y * stride);
    else
      for (let x = 0, pixel = y * width; x < width; x++, pixel++) {
        const at = x * channels;
        for (let k = 0; k < colour; k++) samples[pixel * colour + k] = line[at + k] as number;
        alpha[pixel] = line[at + colour] as number;
      }
    [previous, line] = [line, previous];
  }
  return {
    width,
    height,
    colorSpace: colour === 3 ? 'DeviceRGB' : 'DeviceGray',
    samples: new Uint8Array(deflateSync(samples)),
    alpha: alpha ? new Uint8Array(deflateSync(alpha)) : null,
  };
}

function imageStream(
  image: Pick<PreparedImage, 'width' | 'height'>,
  colorSpace: string,
  data: Uint8Array,
  extra: Record<string, ReturnType<PDF['register']>> = {},
): PdfStream {
  return PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Image'),
      Width: PdfNumber.of(image.width),
      Height: PdfNumber.of(image.height),
      ColorSpace: PdfName.of(colorSpace),
      BitsPerComponent: PdfNumber.of(8),
      Filter: PdfName.of('FlateDecode'),
      ...extra,
    },
    data,
  );
}

/** Identifies an image's bytes (the same image sent again in another job has the same key). */
export function imageKey(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64');
}

/**
 * Embeds a stamp image (PNG or JPEG bytes) into `pdf` as an image XObject, the same result as
 * `pdf.embedImage` gives. A simple PNG (see prepareSimplePng) is decoded and compressed with
 * node's zlib once and kept for the next documents (a bulk draws the same signature on each);
 * anything else goes through @libpdf/core. Throws when the bytes are not a readable image.
 */
export function embedStampImage(pdf: PDF, bytes: Uint8Array, key = imageKey(bytes)): PDFImage {
  let image = prepared.get(key);
  if (image === undefined) {
    image = prepareSimplePng(bytes) ?? 'not-simple';
    if (prepared.size >= CACHE_ENTRIES) prepared.delete(prepared.keys().next().value as string);
  } else prepared.delete(key); // moved to the end: most recently used
  prepared.set(key, image);
  if (image === 'not-simple') return pdf.embedImage(bytes);
  const mask: Record<string, ReturnType<PDF['register']>> = image.alpha
    ? { SMask: pdf.register(imageStream(image, 'DeviceGray', image.alpha)) }
    : {};
  const ref = pdf.register(imageStream(image, image.colorSpace, image.samples, mask));
  return new PDFImage(ref, image.width, image.height);
}
