import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // Over the chunk type and data; zlib.crc32 is there from Node 20.15 (engines: >= 20.19).
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGBA pixels (row by row, no padding) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new RangeError('A PNG is at least 1×1 pixels, in whole pixels');
  if (rgba.length !== width * height * 4)
    throw new RangeError('Pixel data does not match the size');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

export type Rgb = readonly [number, number, number];

/**
 * A 5×7 bitmap font: seven rows of five bits per glyph. Enough for the captions of stamps
 * (upper-case letters, digits and a little punctuation); other characters draw as blanks.
 */
const FONT: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ',': '00000 00000 00000 00000 01100 00100 01000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '/': '00001 00001 00010 00100 01000 10000 10000',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  '(': '00010 00100 01000 01000 01000 00100 00010',
  ')': '01000 00100 00010 00010 00010 00100 01000',
  '&': '01100 10010 10100 01000 10101 10010 01101',
  "'": '00100 00100 01000 00000 00000 00000 00000',
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

/** Width in pixels of `text` drawn at `scale` (one blank column between glyphs). */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}

/** A transparent RGBA raster with just the drawing operations stamps need. */
export class RasterCanvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /** Paints one pixel with `coverage` (0..1) of the colour over what is there ("over" blending). */
  blend(x: number, y: number, [r, g, b]: Rgb, coverage: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const a = Math.min(1, coverage);
    const i = (y * this.width + x) * 4;
    const p = this.pixels;
    const da = (p[i + 3] as number) / 255;
    const oa = a + da * (1 - a);
    const mix = (src: number, dst: number) => Math.round((src * a + dst * da * (1 - a)) / oa);
    p[i] = mix(r, p[i] as number);
    p[i + 1] = mix(g, p[i + 1] as number);
    p[i + 2] = mix(b, p[i + 2] as number);
    p[i + 3] = Math.round(oa * 255);
  }

  fillRect(left: number, top: number, width: number, height: number, color: Rgb, alpha = 1): void {
    const x = Math.round(left);
    const y = Math.round(top);
    if (alpha >= 1) {
      this.fillOpaque(x, y, width, height, color);
      return;
    }
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + height); yy++)
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + width); xx++)
        this.blend(xx, yy, color, alpha);
  }

  /** What `blend` does for full coverage, a whole clipped rectangle at once (the same pixels as
   * fillRect's loop: a fractional size reaches the pixel it starts in). */
  private fillOpaque(x: number, y: number, width: number, height: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, x);
    const x1 = Math.min(this.width, Math.ceil(x + width));
    const y0 = Math.max(0, y);
    const y1 = Math.min(this.height, Math.ceil(y + height));
    if (x0 >= x1 || y0 >= y1) return;
    const p = this.pixels;
    const first = (y0 * this.width + x0) * 4;
    const rowBytes = (x1 - x0) * 4;
    for (let i = first; i < first + rowBytes; i += 4) {
      p[i] = r;
      p[i + 1] = g;
      p[i + 2] = b;
      p[i + 3] = 255;
    }
    for (let row = y0 + 1; row < y1; row++) {
      const start = (row * this.width + x0) * 4;
      p.copyWithin(start, first, first + rowBytes);
    }
  }

  /** A rectangle outline `thickness` pixels wide, inside the given box. */
  strokeRect(
    x: number,
    y: number,
    width: number,
    height: number,
    thickness: number,
    color: Rgb,
  ): void {
    this.fillRect(x, y, width, thickness, color);
    this.fillRect(x, y + height - thickness, width, thickness, color);
    this.fillRect(x, y, thickness, height, color);
    this.fillRect(x + width - thickness, y, thickness, height, color);
  }

  /** An anti-aliased ring: the pixels whose distance from the centre is within width/2 of radius. */
  ring(cx: number, cy: number, radius: number, width: number, color: Rgb): void {
    const half = width / 2;
    for (let y = Math.floor(cy - radius - width); y <= Math.ceil(cy + radius + width); y++)
      for (let x = Math.floor(cx - radius - width); x <= Math.ceil(cx + radius + width); x++) {
        const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, half - Math.abs(distance - radius) + 0.5);
      }
  }

  /** An anti-aliased stroke through the points (a pen of the given width). */
  polyline(points: readonly (readonly [number, number])[], width: number, color: Rgb): void {
    const radius = width / 2;
    // Coverage per pixel is the maximum over the segments, so overlapping segments do not darken.
    const coverage = new Float32Array(this.width * this.height);
    for (let s = 1; s < points.length; s++) {
      const [ax, ay] = points[s - 1] as readonly [number, number];
      const [bx, by] = points[s] as readonly [number, number];
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSq = dx * dx + dy * dy || 1;
      for (
        let y = Math.floor(Math.min(ay, by) - radius - 1);
        y <= Math.ceil(Math.max(ay, by) + radius + 1);
        y++
      )
        for (
          let x = Math.floor(Math.min(ax, bx) - radius - 1);
          x <= Math.ceil(Math.max(ax, bx) + radius + 1);
          x++
        ) {
          if (x < 0 || y < 0 || x >= this.width || y >= this.height) continue;
          const px = x + 0.5;
          const py = y + 0.5;
          const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
          const distance = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
          const c = Math.min(1, radius - distance + 0.5);
          const index = y * this.width + x;
          if (c > (coverage[index] as number)) coverage[index] = c;
        }
    }
    for (let index = 0; index < coverage.length; index++) {
      const c = coverage[index] as number;
      if (c > 0) this.blend(index % this.width, Math.floor(index / this.width), color, c);
    }
  }

  /** Draws upper-cased `text` with its top-left corner at (x, y), each font pixel `scale` pixels. */
  text(left: number, top: number, text: string, scale: number, color: Rgb): void {
    const x = Math.round(left);
    const y = Math.round(top);
    for (const [index, char] of [...text.toUpperCase()].entries()) {
      const glyph = FONT[char];
      if (!glyph) continue;
      const rows = glyph.split(' ');
      for (let row = 0; row < GLYPH_HEIGHT; row++)
        for (let col = 0; col < GLYPH_WIDTH; col++)
          if (rows[row]?.[col] === '1')
            this.fillRect(
              x + (index * (GLYPH_WIDTH + 1) + col) * scale,
              y + row * scale,
              scale,
              scale,
              color,
            );
    }
  }

  /** Text centred horizontally on `cx`. */
  centredText(cx: number, y: number, text: string, scale: number, color: Rgb): void {
    this.text(Math.round(cx - textWidth(text, scale) / 2), y, text, scale, color);
  }

  toPng(): Uint8Array {
    return encodePng(this.width, this.height, this.pixels);
  }
}
