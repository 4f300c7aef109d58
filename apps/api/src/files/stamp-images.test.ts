import { describe, expect, it, jest } from '@jest/globals';
import { decodePng } from './files-test-tools';
import { eMeteraiImage, pngDataUrl, sealImage, signatureImage } from './stamp-images';

const signedAt = new Date('2026-03-02T01:00:00Z');

describe('signatureImage', () => {
  it('draws the same stroke for the same signer and a different one for another name', async () => {
    const a = signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt });
    // A fresh copy of the module, so the answer comes from drawing again, not from the cache.
    jest.resetModules();
    const fresh = await import('./stamp-images');
    const again = fresh.signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt });
    expect(again).not.toBe(a);
    const other = signatureImage({ name: 'Budi Santoso', privyId: 'demo002', signedAt });
    expect(Buffer.from(again)).toEqual(Buffer.from(a));
    expect(Buffer.from(other)).not.toEqual(Buffer.from(a));
  });

  it('is a transparent 2:1 PNG with ink in the stroke band and a caption below it', () => {
    const png = decodePng(signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt }));
    expect([png.width, png.height]).toEqual([360, 180]);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(359, 179)[3]).toBe(0);
    const inkedIn = (top: number, bottom: number) => {
      let inked = 0;
      for (let y = top; y < bottom; y++)
        for (let x = 0; x < png.width; x++) if ((png.pixel(x, y)[3] ?? 0) > 200) inked++;
      return inked;
    };
    expect(inkedIn(20, 118)).toBeGreaterThan(1000); // the scribble and its underline
    expect(inkedIn(128, 142)).toBeGreaterThan(100); // the name
    expect(inkedIn(156, 170)).toBeGreaterThan(100); // privy id and date
    // Solid pixels of the scribble are dark blue.
    for (let x = 0; x < png.width; x++) {
      const [r = 0, g = 0, b = 0, a] = png.pixel(x, 64);
      if (a === 255) expect(b > r + 40 && b > g + 30 && b < 128).toBe(true);
    }
  });

  it('changes only the caption line when the date changes', () => {
    const base = decodePng(signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt }));
    const later = decodePng(
      signatureImage({
        name: 'Siti Rahayu',
        privyId: 'demo002',
        signedAt: new Date('2026-03-03T01:00:00Z'),
      }),
    );
    let strokeDiffers = false;
    let captionDiffers = false;
    for (let y = 0; y < base.height; y++)
      for (let x = 0; x < base.width; x++)
        if (base.pixel(x, y).join() !== later.pixel(x, y).join()) {
          if (y < 150) strokeDiffers = true;
          else captionDiffers = true;
        }
    expect([strokeDiffers, captionDiffers]).toEqual([false, true]);
  });
});

describe('eMeteraiImage', () => {
  it('is a deterministic square stamp with a solid border and its serial', () => {
    const bytes = eMeteraiImage({ serial: 'PKS-2026-0101-7' });
    expect(Buffer.from(eMeteraiImage({ serial: 'PKS-2026-0101-7', value: 10000 }))).toEqual(
      Buffer.from(bytes),
    );
    expect(Buffer.from(eMeteraiImage({ serial: 'PKS-2026-0101-8' }))).not.toEqual(
      Buffer.from(bytes),
    );
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([240, 240]);
    expect(png.pixel(5, 120)).toEqual([185, 28, 28, 255]); // the red border
  });
});

describe('sealImage', () => {
  it('is a round seal: ink on the outer ring, transparent corners, the same for the same company', () => {
    const bytes = sealImage({ companyName: 'PT Demo Sejahtera' });
    expect(Buffer.from(sealImage({ companyName: 'PT Demo Sejahtera' }))).toEqual(
      Buffer.from(bytes),
    );
    expect(Buffer.from(sealImage({ companyName: 'PT Lain' }))).not.toEqual(Buffer.from(bytes));
    const png = decodePng(bytes);
    expect([png.width, png.height]).toEqual([300, 300]);
    expect(png.pixel(150, 10)[3]).toBeGreaterThan(200);
    expect(png.pixel(290, 150)[3]).toBeGreaterThan(200);
    expect(png.pixel(2, 2)[3]).toBe(0);
    expect(png.pixel(297, 297)[3]).toBe(0);
  });

  it('fits a very long company name inside the ring', () => {
    const png = decodePng(sealImage({ companyName: 'PT '.padEnd(120, 'Sejahtera Abadi ') }));
    for (let y = 130; y < 170; y++) {
      expect(png.pixel(0, y)[3]).toBe(0);
      expect(png.pixel(299, y)[3]).toBe(0);
    }
  });
});

describe('pngDataUrl', () => {
  it('wraps the bytes in a base64 PNG data URL', () => {
    expect(pngDataUrl(new Uint8Array([1, 2]))).toBe('data:image/png;base64,AQI=');
  });
});
