import { inflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodePng, RasterCanvas } from './png';
import { eMeteraiImage, pngDataUrl, sealImage, signatureImage } from './stamp-images';
import { columnName, writeXlsx } from './xlsx';
import { zipFiles } from './zip';

/** Width, height and RGBA pixels of a PNG written by encodePng (filter 0 rows). */
function decodePng(png: Uint8Array): {
  width: number;
  height: number;
  pixel: (x: number, y: number) => number[];
} {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const idatLength = buffer.readUInt32BE(33);
  const raw = inflateSync(buffer.subarray(41, 41 + idatLength));
  const stride = width * 4 + 1;
  return {
    width,
    height,
    pixel: (x, y) => [...raw.subarray(y * stride + 1 + x * 4, y * stride + 1 + x * 4 + 4)],
  };
}

describe('PNG stamps', () => {
  it('encodes pixels that decode back to the same values', () => {
    const canvas = new RasterCanvas(4, 3);
    canvas.fillRect(1, 1, 2, 1, [10, 20, 30]);
    const png = decodePng(canvas.toPng());
    expect([png.width, png.height]).toEqual([4, 3]);
    expect(png.pixel(1, 1)).toEqual([10, 20, 30, 255]);
    expect(png.pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });

  it('draws a signature that is the same for the same name and differs between names', () => {
    const signedAt = new Date('2026-03-02T01:00:00Z');
    const a = signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt });
    expect(
      Buffer.from(signatureImage({ name: 'Siti Rahayu', privyId: 'demo002', signedAt })),
    ).toEqual(Buffer.from(a));
    expect(
      Buffer.from(signatureImage({ name: 'Budi Santoso', privyId: 'demo002', signedAt })),
    ).not.toEqual(Buffer.from(a));
    const png = decodePng(a);
    expect([png.width, png.height]).toEqual([360, 180]);
    // Transparent around, ink somewhere in the stroke band.
    expect(png.pixel(0, 0)[3]).toBe(0);
    let inked = 0;
    for (let x = 0; x < png.width; x += 3)
      for (let y = 25; y < 115; y += 3) if ((png.pixel(x, y)[3] ?? 0) > 200) inked++;
    expect(inked).toBeGreaterThan(50);
  });

  it('renders the e-meterai and the seal as square PNGs and as data URLs', () => {
    const meterai = decodePng(eMeteraiImage({ serial: 'PKS-2026-0101-7' }));
    expect([meterai.width, meterai.height]).toEqual([240, 240]);
    expect(meterai.pixel(5, 120)[3]).toBe(255); // the border
    const seal = decodePng(sealImage({ companyName: 'PT Demo Sejahtera' }));
    expect(seal.pixel(150, 150 - 140)[3]).toBeGreaterThan(200); // on the outer ring
    expect(seal.pixel(2, 2)[3]).toBe(0);
    expect(pngDataUrl(new Uint8Array([1, 2]))).toBe('data:image/png;base64,AQI=');
  });
});

describe('zipFiles', () => {
  it('makes entry names safe and unique, and keeps the bytes', () => {
    const zip = unzipSync(
      zipFiles([
        { name: '../etc/passwd', content: new Uint8Array([1]) },
        { name: 'A.pdf', content: new Uint8Array([2]) },
        { name: 'a.pdf', content: new Uint8Array([3]) },
        { name: '.hidden\u0007.pdf', content: new Uint8Array([4]) },
      ]),
    );
    expect(Object.keys(zip)).toEqual(['-etc-passwd', 'A.pdf', 'a (2).pdf', 'hidden-.pdf']);
    expect([...(zip['a (2).pdf'] ?? [])]).toEqual([3]);
  });
});

describe('writeXlsx', () => {
  it('writes a workbook with a bold frozen header, escaped text, numbers and formulas kept as text', () => {
    const files = unzipSync(
      writeXlsx({
        sheetName: 'Void & Rejected [all]',
        columns: [{ header: 'Name', width: 30 }, { header: 'Count' }],
        rows: [
          ['<Tom & "Jerry">\u0001', 3],
          ['=HYPERLINK("http://x")', null],
          ['-1+2', 1.5],
        ],
      }),
    );
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain(
      'name="Void &amp; Rejected  all"',
    );
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>',
    );
    expect(sheet).toContain('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
    expect(sheet).toContain('<c r="B2"><v>3</v></c>');
    // Inline strings are never evaluated: a would-be formula stays text, unchanged.
    expect(sheet).toContain(
      '<c r="A3" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://x&quot;)</t></is></c>',
    );
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toContain('<col min="1" max="1" width="30" customWidth="1"/>');
  });

  it('names columns past Z the spreadsheet way', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
