import { deflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { PDF, PdfStream, type PDFImage } from '@libpdf/core';
import { encodePng } from '../files/png';
import { eMeteraiImage } from '../files';
import { embedStampImage } from './embed-stamp-image';
import { makeSamplePdf } from './fixtures/make-sample-pdf';

const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 } as const;

/** A PNG of `colorType` whose rows use the filters 0–4 in turn (encodePng writes filter 0 only). */
function filteredPng(colorType: keyof typeof CHANNELS, width: number, height: number): Uint8Array {
  const channels = CHANNELS[colorType];
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + Math.floor(i / stride) * 11) & 0xff;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const value = pixels[y * stride + x] as number;
      const a = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] as number) : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][
        filter
      ] as number;
      raw[y * (stride + 1) + 1 + x] = (value - predictor) & 0xff;
    }
  }
  return pngOf({ width, height, bitDepth: 8, colorType }, raw);
}

/** A PNG of these scanlines (each starting with its filter byte). */
function pngOf(
  header: { width: number; height: number; bitDepth: number; colorType: number },
  raw: Buffer,
): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]); // CRC unchecked by both decoders
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colorType;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The decoded samples and soft mask of an embedded image, and its dictionary's entries. */
function decoded(pdf: PDF, image: PDFImage) {
  const stream = pdf.getObject(image.ref) as PdfStream;
  const mask = stream.get('SMask');
  const maskStream = mask ? (pdf.getObject(mask as never) as PdfStream) : null;
  const entries = (dict: PdfStream) =>
    [...dict]
      .filter(([key]) => !['SMask', 'Length', 'DecodeParms'].includes(String(key.value ?? key)))
      .map(
        ([key, value]) =>
          `${String(key.value ?? key)}=${String((value as { value?: unknown }).value)}`,
      )
      .sort();
  return {
    size: [image.width, image.height],
    entries: entries(stream),
    samples: Buffer.from(stream.getDecodedData()).toString('base64'),
    mask: maskStream ? Buffer.from(maskStream.getDecodedData()).toString('base64') : null,
    maskEntries: maskStream ? entries(maskStream) : null,
  };
}

describe('embedStampImage', () => {
  it.each([0, 2, 4, 6] as const)(
    'embeds a colour type %i PNG using every row filter exactly as @libpdf/core does',
    async (colorType) => {
      const png = filteredPng(colorType, 23, 11);
      const ours = await PDF.load(await makeSamplePdf({ pages: 1 }));
      const theirs = await PDF.load(await makeSamplePdf({ pages: 1 }));
      const expected = decoded(theirs, theirs.embedPng(png));
      expect(expected.entries).toContain('Width=23');
      expect(expected.mask === null).toBe(colorType < 4);
      expect(decoded(ours, embedStampImage(ours, png))).toEqual(expected);
    },
  );

  it('embeds the same image again from what it prepared, with the same content', async () => {
    const png = eMeteraiImage({ serial: 'EMBED-1' });
    const first = await PDF.load(await makeSamplePdf({ pages: 1 }));
    const second = await PDF.load(await makeSamplePdf({ pages: 1 }));
    const reference = await PDF.load(await makeSamplePdf({ pages: 1 }));
    const expected = decoded(reference, reference.embedPng(png));
    expect(decoded(first, embedStampImage(first, png))).toEqual(expected);
    expect(decoded(second, embedStampImage(second, png))).toEqual(expected);
  });

  it('leaves other PNGs (here 16-bit RGB) to @libpdf/core, with the same result', async () => {
    // 3×2 pixels, 6 bytes each, filter 0.
    const raw = Buffer.alloc(2 * (1 + 18));
    for (let i = 0; i < raw.length; i++) if (i % 19 !== 0) raw[i] = (i * 53) & 0xff;
    const png = pngOf({ width: 3, height: 2, bitDepth: 16, colorType: 2 }, raw);
    const ours = await PDF.load(await makeSamplePdf({ pages: 1 }));
    const theirs = await PDF.load(await makeSamplePdf({ pages: 1 }));
    expect(decoded(ours, embedStampImage(ours, png))).toEqual(
      decoded(theirs, theirs.embedPng(png)),
    );
  });

  it('refuses bytes that are no image', async () => {
    const pdf = await PDF.load(await makeSamplePdf({ pages: 1 }));
    expect(() => embedStampImage(pdf, new Uint8Array([1, 2, 3]))).toThrow(/Unsupported image/);
    expect(() => embedStampImage(pdf, encodePng(2, 2, new Uint8Array(16)).slice(0, 40))).toThrow();
  });
});
