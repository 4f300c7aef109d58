import { describe, expect, it } from '@jest/globals';
import { makeSolidPng, SIGNATURE_PNG } from '../pdf/fixtures/signature-png';
import { decodePng } from './files-test-tools';
import { encodePng, RasterCanvas, textWidth } from './png';

const BLUE = [0, 0, 255] as const;

describe('encodePng', () => {
  it('writes an 8-bit RGBA PNG whose chunks carry valid CRCs and whose pixels decode back', () => {
    const rgba = new Uint8Array(3 * 2 * 4);
    rgba.set([10, 20, 30, 255], 0);
    rgba.set([200, 100, 50, 128], (1 * 3 + 2) * 4);
    const bytes = encodePng(3, 2, rgba);
    const png = decodePng(bytes);
    expect([png.width, png.height, png.bitDepth, png.colourType]).toEqual([3, 2, 8, 6]);
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    // Every PNG ends with the same empty IEND chunk and CRC.
    expect([...bytes.subarray(-12)]).toEqual([
      0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]);
    expect(png.pixel(0, 0)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(2, 1)).toEqual([200, 100, 50, 128]);
    expect(png.pixel(1, 0)).toEqual([0, 0, 0, 0]);
  });

  it('refuses pixel data of the wrong length and sizes that are empty or fractional', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 2, new Uint8Array(12))).toThrow(RangeError);
  });

  it('still makes the solid PNGs of the PDF fixtures', () => {
    const signature = decodePng(SIGNATURE_PNG);
    expect([signature.width, signature.height]).toEqual([60, 30]);
    expect(signature.pixel(59, 29)).toEqual([255, 0, 0, 255]);
    expect(decodePng(makeSolidPng(2, 1, [1, 2, 3, 4])).pixel(1, 0)).toEqual([1, 2, 3, 4]);
  });
});

describe('RasterCanvas', () => {
  it('fills rectangles clipped to the canvas, blending a translucent fill over transparency', () => {
    const canvas = new RasterCanvas(4, 3);
    canvas.fillRect(-2, 1, 4, 5, [10, 20, 30]);
    canvas.fillRect(3, 0, 1, 1, [255, 255, 255], 0.5);
    const png = decodePng(canvas.toPng());
    expect(png.pixel(0, 1)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(1, 2)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(2, 1)).toEqual([0, 0, 0, 0]);
    expect(png.pixel(3, 0)).toEqual([255, 255, 255, 128]);
  });

  it('paints an opaque fill over translucent paint as the solid colour, and nothing off the canvas', () => {
    const canvas = new RasterCanvas(3, 2);
    canvas.fillRect(0, 0, 3, 2, [255, 255, 255], 0.5);
    canvas.fillRect(1, 0, 5, 1, [10, 20, 30]);
    canvas.fillRect(4, 4, 2, 2, [10, 20, 30]);
    canvas.fillRect(0, 1, 0, 1, [10, 20, 30]);
    canvas.fillRect(0, 1, 0.5, 0.5, [1, 2, 3]);
    const png = decodePng(canvas.toPng());
    expect(png.pixel(0, 0)).toEqual([255, 255, 255, 128]);
    expect(png.pixel(1, 0)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(2, 0)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(0, 1)).toEqual([1, 2, 3, 255]);
    expect(png.pixel(1, 1)).toEqual([255, 255, 255, 128]);
    expect(png.pixel(2, 1)).toEqual([255, 255, 255, 128]);
  });

  it('strokes a thick polyline with solid ink along it and soft edges', () => {
    const canvas = new RasterCanvas(40, 20);
    canvas.polyline(
      [
        [5, 10.25],
        [35, 10.25],
      ],
      4,
      BLUE,
    );
    const png = decodePng(canvas.toPng());
    expect(png.pixel(20, 9)).toEqual([0, 0, 255, 255]);
    expect(png.pixel(20, 10)).toEqual([0, 0, 255, 255]);
    expect(png.pixel(20, 2)[3]).toBe(0);
    // A pen of width 4 centred on y = 10.25 reaches y = 12.25: a quarter of row 12 (y 12..13).
    const edge = png.pixel(20, 12)[3] ?? 0;
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
  });

  it('draws a ring on its radius and leaves its centre empty', () => {
    const canvas = new RasterCanvas(50, 50);
    canvas.ring(25, 25, 20, 4, BLUE);
    const png = decodePng(canvas.toPng());
    expect(png.pixel(25, 5)[3]).toBeGreaterThan(200);
    expect(png.pixel(45, 25)[3]).toBeGreaterThan(200);
    expect(png.pixel(25, 25)[3]).toBe(0);
    expect(png.pixel(0, 0)[3]).toBe(0);
  });

  it('draws bitmap-font text scaled by whole pixels, upper-casing it', () => {
    const canvas = new RasterCanvas(20, 20);
    // "T": a full top row, then the middle column only.
    canvas.text(0, 0, 't', 2, BLUE);
    const png = decodePng(canvas.toPng());
    for (let x = 0; x < 10; x++) expect(png.pixel(x, 0)[3]).toBe(255);
    expect(png.pixel(4, 13)[3]).toBe(255);
    expect(png.pixel(0, 13)[3]).toBe(0);
    expect(png.pixel(0, 14)[3]).toBe(0);
    expect(png.countOpaque()).toBe((5 + 6) * 4);
    expect(textWidth('AB', 3)).toBe(11 * 3);
    expect(textWidth('', 3)).toBe(0);
  });

  it('has a glyph for every letter, digit and caption punctuation mark, and draws space blank', () => {
    const drawn = (char: string) => {
      const canvas = new RasterCanvas(6, 7);
      canvas.text(0, 0, char, 1, BLUE);
      return decodePng(canvas.toPng()).countOpaque();
    };
    const charset = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-/:()&'";
    expect([...charset].filter((char) => drawn(char) === 0)).toEqual([]);
    expect(drawn(' ')).toBe(0);
    expect(drawn('~')).toBe(0);
  });
});
