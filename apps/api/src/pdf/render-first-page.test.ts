import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from '@jest/globals';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import {
  DEFAULT_FIRST_PAGE_IMAGE,
  FirstPageRenderer,
  FirstPageRenderError,
} from './render-first-page';

const renderer = new FirstPageRenderer();
afterAll(() => renderer.close());

/** The decoded image and how many of its pixels in a band are dark (drawn text). */
async function decoded(image: Uint8Array, band: { top: number; bottom: number }) {
  const picture = await loadImage(Buffer.from(image));
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const pixels = context.getImageData(0, band.top, picture.width, band.bottom - band.top).data;
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 100) dark++;
  return { width: picture.width, height: picture.height, dark };
}

describe('FirstPageRenderer', () => {
  it('draws page 1 as a WebP image 800 px wide, in the page’s proportions, with its text', async () => {
    const image = await renderer.render(await makeSamplePdf({ pages: 3 }));
    expect(Buffer.from(image.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(image.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    // "Page 1 of 3" sits 60 pt below the top of an A4 page: about 65–95 px at 800 px wide.
    const { width, height, dark } = await decoded(image, { top: 60, bottom: 100 });
    expect(width).toBe(800);
    expect(height).toBe(Math.round((800 * 842) / 595));
    expect(dark).toBeGreaterThan(200);
  });

  it('follows a landscape page’s size', async () => {
    const image = await renderer.render(
      await makeSamplePdf({ pages: 1, size: { width: 842, height: 595 } }),
    );
    const { width, height } = await decoded(image, { top: 0, bottom: 1 });
    expect([width, height]).toEqual([800, Math.round((800 * 595) / 842)]);
  });

  it('fails with a FirstPageRenderError on a broken file, and draws the next file all the same', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nnot a pdf at all\n%%EOF');
    await expect(renderer.render(broken)).rejects.toBeInstanceOf(FirstPageRenderError);
    const image = await renderer.render(await makeSamplePdf({ pages: 1 }));
    expect(image.byteLength).toBeGreaterThan(1000);
  });

  it('stops a drawing that takes too long, and starts a new thread for the next one', async () => {
    const hurried = new FirstPageRenderer({ ...DEFAULT_FIRST_PAGE_IMAGE, timeoutMs: 1 });
    try {
      await expect(hurried.render(await makeSamplePdf({ pages: 1 }))).rejects.toThrow(
        /longer than 1 ms/,
      );
    } finally {
      await hurried.close();
    }
    const image = await renderer.render(await makeSamplePdf({ pages: 1 }));
    expect(image.byteLength).toBeGreaterThan(1000);
  });
});
