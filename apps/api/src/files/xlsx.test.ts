import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from '@jest/globals';
import { HAS_PYTHON_ZIPFILE, pythonZipNames } from './files-test-tools';
import { loadWorkbook } from './read-xlsx';
import { columnName, writeXlsx, type XlsxSheet } from './xlsx';

const CREATED = new Date('2026-11-23T01:02:03Z');

const write = (...sheets: XlsxSheet[]) => writeXlsx({ sheets, created: CREATED });

const open = loadWorkbook;

/** The values of a sheet's rows, row 1 (the header) first. */
function values(worksheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  worksheet?.eachRow({ includeEmpty: true }, (row) => {
    const cells: unknown[] = [];
    for (let c = 1; c <= worksheet.columnCount; c++) cells.push(row.getCell(c).value);
    rows.push(cells);
  });
  return rows;
}

const sheetXml = (bytes: Uint8Array, part = 'xl/worksheets/sheet1.xml') =>
  strFromU8(unzipSync(bytes)[part] as Uint8Array);

describe('writeXlsx', () => {
  it('writes a workbook that exceljs opens, with each sheet, its header and rows in order', async () => {
    const bytes = await write(
      {
        sheetName: 'Documents',
        columns: [{ header: 'Name' }, { header: 'Count' }],
        rows: [['a', 1]],
      },
      { sheetName: 'Codes', columns: [{ header: 'Code' }], rows: [['001'], ['002']] },
    );
    const workbook = await open(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Documents', 'Codes']);
    expect(values(workbook.worksheets[0])).toEqual([
      ['Name', 'Count'],
      ['a', 1],
    ]);
    expect(values(workbook.worksheets[1])).toEqual([['Code'], ['001'], ['002']]);
    expect(workbook.created.toISOString()).toBe(CREATED.toISOString());
  });

  it('writes a bold, frozen header row, the column widths and text-formatted columns', async () => {
    const workbook = await open(
      await write({
        sheetName: 'S',
        columns: [
          { header: 'Name', width: 30 },
          { header: 'Count' },
          { header: 'Code', text: true },
        ],
        rows: [['x', 2, '007']],
      }),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getColumn(1).width).toBe(30);
    expect(sheet?.getColumn(2).width).toBe(16);
    expect(sheet?.getRow(2).getCell(3).numFmt).toBe('@');
    expect(sheet?.getRow(2).getCell(3).value).toBe('007');
  });

  it('drops characters XML 1.0 does not allow and keeps the rest, markup included', async () => {
    const bytes = await write({
      sheetName: 'S',
      columns: [{ header: 'Name' }],
      rows: [['<Tom & "Jerry\'s">\u0001\u0008\uffff\ud800 ok\u00e9\u{1f600}']],
    });
    expect(values((await open(bytes)).worksheets[0])[1]).toEqual([
      '<Tom & "Jerry\'s"> ok\u00e9\u{1f600}',
    ]);
    expect(sheetXml(bytes)).toContain('&lt;Tom &amp; &quot;Jerry&apos;s&quot;&gt;');
  });

  it('writes numbers as values, dates as UTC text, and null or non-finite numbers as empty cells', async () => {
    const bytes = await write({
      sheetName: 'S',
      columns: [
        { header: 'A' },
        { header: 'B' },
        { header: 'C' },
        { header: 'D' },
        { header: 'E' },
      ],
      rows: [[3, 1.5, new Date('2026-03-02T23:59:59.999Z'), null, Number.NaN]],
    });
    const row = (await open(bytes)).worksheets[0]?.getRow(2);
    expect([1, 2, 3, 4, 5].map((c) => row?.getCell(c).value ?? null)).toEqual([
      3,
      1.5,
      '2026-03-02 23:59',
      null,
      null,
    ]);
    expect(sheetXml(bytes)).not.toContain('<f>');
  });

  it('puts an apostrophe before text a spreadsheet could take for a formula and never writes a formula', async () => {
    const inputs = ['=HYPERLINK("http://x")', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1', '\u0001=1'];
    const bytes = await write({
      sheetName: 'S',
      columns: [{ header: 'Value' }],
      rows: [...inputs.map((text) => [text]), ['a=1'], [-5]],
    });
    const sheet = (await open(bytes)).worksheets[0];
    const cells = values(sheet)
      .slice(1)
      .map(([value]) => value);
    expect(cells).toEqual([
      '\'=HYPERLINK("http://x")',
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "'\t=1",
      // XML readers turn a raw carriage return into a line feed; the apostrophe still leads.
      "'\n=1",
      // A stripped control character does not hide the formula from the guard.
      "'=1",
      'a=1',
      // Numbers are values, never formulas: a negative number stays a number.
      -5,
    ]);
    sheet?.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
    expect(sheetXml(bytes)).not.toContain('<f');
  });

  it('makes the sheet name one Excel accepts', async () => {
    const name = async (sheetName: string) =>
      (await open(await write({ sheetName, columns: [], rows: [] }))).worksheets[0]?.name;
    expect(await name('Void & Rejected [all]')).toBe('Void & Rejected  all');
    expect(await name('a/b\\c:d*e?f')).toBe('a b c d e f');
    expect(await name("'Quoted'")).toBe('Quoted');
    expect(await name('x'.repeat(40))).toBe('x'.repeat(31));
    expect(await name(`${'x'.repeat(30)}\u{1f600}`)).toBe('x'.repeat(30));
    expect(await name(' []\u0001 ')).toBe('Sheet1');
  });

  it('takes rows from an async source, as a paged database read gives them', async () => {
    async function* pages() {
      for (let page = 0; page < 3; page++) yield [`row ${page}`, page];
    }
    const sheet = (
      await open(
        await write({ sheetName: 'S', columns: [{ header: 'A' }, { header: 'B' }], rows: pages() }),
      )
    ).worksheets[0];
    expect(values(sheet).slice(1)).toEqual([
      ['row 0', 0],
      ['row 1', 1],
      ['row 2', 2],
    ]);
  });

  it('names columns past Z the spreadsheet way', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  (HAS_PYTHON_ZIPFILE ? it : it.skip)(
    'is a zip that Python reads, with the workbook and sheet parts',
    async () => {
      const bytes = await write({
        sheetName: 'Check',
        columns: [{ header: 'Name' }, { header: 'When' }],
        rows: [
          ['<b>&\u0000', new Date(0)],
          [1, null],
        ],
      });
      expect(pythonZipNames(bytes)).toEqual(
        expect.arrayContaining([
          '[Content_Types].xml',
          'xl/workbook.xml',
          'xl/worksheets/sheet1.xml',
        ]),
      );
    },
  );
});
