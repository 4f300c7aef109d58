import { PDF } from '@libpdf/core';
import { describe, expect, it } from '@jest/globals';
import { deeplyNestedPdf, hugeObjectCountPdf, pageTreeBombPdf } from './fixtures/hostile-pdfs';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import { rejection } from './fixtures/pdf-rejection';
import { inspectPdf } from './inspect-pdf';
import { PdfRejectedError } from './pdf-rejected-error';

describe('inspectPdf', () => {
  it('reports displayed size, rotation and CropBox of each page', async () => {
    const bytes = await makeSamplePdf({
      pages: 2,
      rotation: 90,
      cropBox: { x: 10, y: 20, width: 300, height: 400 },
    });
    const info = await inspectPdf(bytes);
    expect(info.pageCount).toBe(2);
    expect(info.pages[0]).toEqual({
      width: 400,
      height: 300,
      rotation: 90,
      cropBox: { x: 10, y: 20, width: 300, height: 400 },
    });
  });

  it('reads the page count and the size of the last page of a 300-page PDF', async () => {
    // How long making and reading it take is a figure for tools/bench, not a test's business.
    const info = await inspectPdf(await makeSamplePdf({ pages: 300 }));
    expect(info.pageCount).toBe(300);
    expect(info.pages[299]).toMatchObject({ width: 595, height: 842, rotation: 0 });
  });

  it('rejects garbage, an empty file and a non-PDF before starting a worker', async () => {
    expect((await rejection(inspectPdf(new Uint8Array(4096).fill(0x41)))).code).toBe('pdf_invalid');
    expect((await rejection(inspectPdf(new Uint8Array(0)))).code).toBe('pdf_invalid');
    const png = Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(100), 'latin1');
    expect((await rejection(inspectPdf(png))).message).toMatch(/not a PDF/);
  });

  it('rejects a file over the size limit', async () => {
    const bytes = await makeSamplePdf({ pages: 1 });
    expect((await rejection(inspectPdf(bytes, { maxBytes: 100 }))).code).toBe('pdf_too_large');
  });

  it('rejects a truncated PDF (cut short, and cut with a fake %%EOF)', async () => {
    const bytes = await makeSamplePdf({ pages: 3 });
    const cut = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect((await rejection(inspectPdf(cut))).message).toMatch(/truncated/);
    const faked = Buffer.concat([Buffer.from(cut), Buffer.from('\n%%EOF\n')]);
    expect((await rejection(inspectPdf(faked))).code).toBe('pdf_invalid');
  });

  it('rejects deeply nested arrays without crashing', async () => {
    const error = await rejection(inspectPdf(deeplyNestedPdf(200_000)));
    expect(['pdf_invalid', 'pdf_too_complex']).toContain(error.code);
  });

  it('rejects a huge object count by the page limit', async () => {
    const error = await rejection(inspectPdf(hugeObjectCountPdf(20_000), { maxPages: 5_000 }));
    expect(error.code).toBe('pdf_too_complex');
  });

  it('bounds memory: a parse that outgrows the worker heap fails only that call', async () => {
    const error = await rejection(
      inspectPdf(hugeObjectCountPdf(300_000), { maxMemoryMb: 24, timeoutMs: 20_000 }),
    );
    expect(['pdf_too_complex', 'pdf_timeout']).toContain(error.code);
    // the process (and further parses) carry on
    expect((await inspectPdf(await makeSamplePdf({ pages: 1 }))).pageCount).toBe(1);
  });

  it('bounds time: the worker is terminated after the timeout', async () => {
    // 300,000 objects take far longer than 50 ms to read (a warm thread read a 300-page sample
    // within 5 ms once, which made this test fail now and then).
    const error = await rejection(inspectPdf(hugeObjectCountPdf(300_000), { timeoutMs: 50 }));
    expect(error.code).toBe('pdf_timeout');
  });

  it('survives a self-referencing "billion laughs" page tree', async () => {
    const result = await inspectPdf(pageTreeBombPdf(40)).catch((e: unknown) => e);
    if (result instanceof PdfRejectedError) expect(result.code).toMatch(/^pdf_/);
    else expect((result as { pageCount: number }).pageCount).toBeLessThanOrEqual(5_000);
  });

  it('rejects an encrypted PDF', async () => {
    const plain = await PDF.load(await makeSamplePdf({ pages: 1 }));
    plain.setProtection({ userPassword: 'secret', ownerPassword: 'owner' });
    const encrypted = await plain.save();
    expect((await rejection(inspectPdf(encrypted))).code).toBe('pdf_encrypted');
  });
});
