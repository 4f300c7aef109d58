import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from '@jest/globals';
import { deflatedEntry, rawZip } from './files-test-tools';
import { ZIP_LIMITS } from './inspect-zip';
import { readXlsx, SheetRefused } from './read-xlsx';
import { writeXlsx, type XlsxCell } from './xlsx';

const LIMITS = { maxRows: 500, columns: 3 };

const sheetOf = (rows: Iterable<XlsxCell[]>) =>
  writeXlsx({
    created: new Date(0),
    sheets: [
      {
        sheetName: 'Top Up',
        columns: [{ header: 'Code', text: true }, { header: 'Name' }, { header: 'Amount' }],
        rows,
      },
    ],
  });

async function refusal(bytes: Uint8Array, limits = LIMITS): Promise<string> {
  try {
    await readXlsx(bytes, limits);
  } catch (error) {
    if (error instanceof SheetRefused) return error.message;
    throw error;
  }
  throw new Error('The sheet was read');
}

const WORKBOOK_PARTS = [
  deflatedEntry('[Content_Types].xml', strToU8('<Types/>')),
  deflatedEntry('xl/workbook.xml', strToU8('<workbook/>')),
];

describe('readXlsx', () => {
  it('reads the header and the rows with values: trimmed text, numbers, empty cells', async () => {
    const sheet = await readXlsx(
      await sheetOf([
        ['  007 ', 'North', 20000],
        [null, null, null],
        ['008', null, 30000],
      ]),
      LIMITS,
    );
    expect(sheet.header).toEqual(['Code', 'Name', 'Amount']);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: [
          { kind: 'text', text: '007' },
          { kind: 'text', text: 'North' },
          { kind: 'number', value: 20000 },
        ],
      },
      {
        row: 4,
        cells: [{ kind: 'text', text: '008' }, { kind: 'empty' }, { kind: 'number', value: 30000 }],
      },
    ]);
  });

  it('never evaluates a formula nor takes its cached result, and reads rich text as plain text', async () => {
    const workbook = new ExcelJS.Workbook();
    const worksheet = workbook.addWorksheet('First');
    worksheet.addRow(['Code', 'Name', 'Amount']);
    worksheet.getCell('A2').value = {
      richText: [{ text: 'A' }, { text: 'B ', font: { bold: true } }],
    };
    worksheet.getCell('B2').value = { text: 'linked', hyperlink: 'http://x' };
    worksheet.getCell('C2').value = { formula: '10000*2', result: 20000 };
    // A second sheet is never read.
    workbook.addWorksheet('Second').addRow(['x', 'y', 'z']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const sheet = await readXlsx(bytes, LIMITS);
    expect(sheet.rows).toEqual([
      {
        row: 2,
        cells: [
          { kind: 'text', text: 'AB' },
          { kind: 'text', text: 'linked' },
          { kind: 'formula' },
        ],
      },
    ]);
  });

  it('refuses what is not an .xlsx: a PDF, random bytes, a zip without a workbook', async () => {
    const pdf = strToU8('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF');
    const random = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    const plainZip = zipSync({ 'readme.txt': strToU8('hello') });
    for (const bytes of [pdf, random, plainZip])
      expect(await refusal(bytes)).toMatch(/^The file is not an Excel workbook \(\.xlsx\)/);
  });

  it('refuses a zip bomb by its declared size, without inflating it', async () => {
    const zeros = new Uint8Array(50 * 1024 * 1024);
    const bomb = rawZip([...WORKBOOK_PARTS, deflatedEntry('xl/worksheets/sheet1.xml', zeros)]);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(await refusal(bomb)).toContain('unpacks to more than 16 MiB');
  });

  it('refuses an entry compressed far beyond what text allows, even under the total cap', async () => {
    const zeros = new Uint8Array(4 * 1024 * 1024);
    const dense = rawZip([...WORKBOOK_PARTS, deflatedEntry('xl/worksheets/sheet1.xml', zeros)]);
    expect(await refusal(dense)).toContain('compressed suspiciously well');
  });

  it('stops inflating an entry that is larger than it declares', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    // Declares 1 KiB: below the ratio check, so only the inflate cap can catch it.
    const liar = rawZip([
      ...WORKBOOK_PARTS,
      deflatedEntry('xl/worksheets/sheet1.xml', zeros, 1024),
    ]);
    expect(await refusal(liar)).toContain('larger than it says');
  });

  it('refuses a zip with more parts than a workbook has', async () => {
    const files = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, index) => [
        `xl/part${index}.xml`,
        strToU8('<x/>'),
      ]),
    );
    expect(await refusal(zipSync(files))).toContain(`at most ${ZIP_LIMITS.maxEntries}`);
  });

  it('refuses a sheet with 100,000 rows from its XML, before exceljs reads it', async () => {
    function* rows(): Generator<XlsxCell[]> {
      for (let index = 0; index < 100_000; index++) yield [1];
    }
    const bytes = await sheetOf(rows());
    expect(await refusal(bytes)).toBe('At most 500 rows');
  });

  it('reads exactly the most rows allowed', async () => {
    const rows = Array.from({ length: 5 }, (): XlsxCell[] => ['1', 'a', 10000]);
    expect((await readXlsx(await sheetOf(rows), { maxRows: 5, columns: 3 })).rows).toHaveLength(5);
    expect(await refusal(await sheetOf([...rows, ['2', 'b', 1]]), { maxRows: 5, columns: 3 })).toBe(
      'At most 5 rows',
    );
  });
});
