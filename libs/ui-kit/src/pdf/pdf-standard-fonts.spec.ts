import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMON_STANDARD_FONT_FILES, prefetchStandardFonts } from './pdf-standard-fonts';

const pdfjsDist = join(__dirname, '../../../../node_modules/pdfjs-dist');

describe('the standard fonts fetched ahead of pdf.js', () => {
  it('are the files pdf.js asks for to draw Helvetica and Helvetica-Bold', () => {
    const worker = readFileSync(join(pdfjsDist, 'build/pdf.worker.mjs'), 'utf8');
    expect(worker).toContain(`t.Helvetica = "${COMMON_STANDARD_FONT_FILES[0]}"`);
    expect(worker).toContain(`t["Helvetica-Bold"] = "${COMMON_STANDARD_FONT_FILES[1]}"`);
    for (const file of COMMON_STANDARD_FONT_FILES)
      expect(existsSync(join(pdfjsDist, 'standard_fonts', file))).toBe(true);
  });

  it('requests each file under the fonts URL at low priority and reads its body', async () => {
    const arrayBuffer = jest.fn(async () => new ArrayBuffer(0));
    const fetchFile = jest.fn(async () => ({ arrayBuffer }) as unknown as Response);
    await prefetchStandardFonts('/pdfjs/build-w1/standard_fonts/', fetchFile);
    expect(fetchFile.mock.calls).toEqual([
      ['/pdfjs/build-w1/standard_fonts/LiberationSans-Regular.ttf', { priority: 'low' }],
      ['/pdfjs/build-w1/standard_fonts/LiberationSans-Bold.ttf', { priority: 'low' }],
    ]);
    expect(arrayBuffer).toHaveBeenCalledTimes(2);
  });

  it('settles without an error when a fetch fails (pdf.js fetches the file again when it needs it)', async () => {
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(prefetchStandardFonts('/fonts/', failing)).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
