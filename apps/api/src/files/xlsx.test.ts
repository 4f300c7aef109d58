import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from '@jest/globals';
import { HAS_PYTHON_ZIPFILE, pythonZipNames } from './files-test-tools';
import { columnName, writeXlsx, type XlsxSheet } from './xlsx';

function sheetXml(sheet: XlsxSheet): string {
  const files = unzipSync(writeXlsx(sheet));
  return strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
}

/** The XML of a text cell as writeXlsx writes it. */
const textCell = (ref: string, escaped: string) =>
  `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escaped}</t></is></c>`;

const PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/styles.xml',
  'xl/workbook.xml',
  'xl/worksheets/sheet1.xml',
];

describe('writeXlsx', () => {
  it('packages a workbook, one sheet and styles, each declared in [Content_Types].xml', () => {
    const files = unzipSync(
      writeXlsx({ sheetName: 'Documents', columns: [{ header: 'Name' }], rows: [['a']] }),
    );
    expect(Object.keys(files).sort()).toEqual(PARTS);
    const types = strFromU8(files['[Content_Types].xml'] as Uint8Array);
    expect(types).toContain(
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    );
    expect(types).toContain('PartName="/xl/worksheets/sheet1.xml"');
    expect(types).toContain('PartName="/xl/styles.xml"');
    expect(strFromU8(files['_rels/.rels'] as Uint8Array)).toContain('Target="xl/workbook.xml"');
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain(
      '<sheet name="Documents" sheetId="1" r:id="rId1"/>',
    );
  });

  it('writes a bold, frozen header row and the column widths', () => {
    const files = unzipSync(
      writeXlsx({
        sheetName: 'S',
        columns: [{ header: 'Name', width: 30 }, { header: 'Count' }],
        rows: [],
      }),
    );
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>',
    );
    expect(sheet).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    expect(sheet).toContain('<col min="1" max="1" width="30" customWidth="1"/>');
    expect(sheet).toContain('<col min="2" max="2" width="16" customWidth="1"/>');
    // Style 1 is the bold font.
    const styles = strFromU8(files['xl/styles.xml'] as Uint8Array);
    expect(styles).toContain('<font><b/>');
    expect(styles).toMatch(/<cellXfs count="2"><xf [^>]*\/><xf [^>]*fontId="1"/);
  });

  it('escapes XML and drops characters XML 1.0 does not allow', () => {
    const sheet = sheetXml({
      sheetName: 'S',
      columns: [{ header: 'Name' }],
      rows: [['<Tom & "Jerry\'s">\u0001\u0008\uffff\ud800 ok\u00e9\u{1f600}']],
    });
    expect(sheet).toContain(
      textCell('A2', '&lt;Tom &amp; &quot;Jerry&apos;s&quot;&gt; ok\u00e9\u{1f600}'),
    );
  });

  it('writes numbers as values, dates as UTC text, and null or non-finite numbers as empty cells', () => {
    const sheet = sheetXml({
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
    expect(sheet).toContain('<c r="A2"><v>3</v></c><c r="B2"><v>1.5</v></c>');
    expect(sheet).toContain(textCell('C2', '2026-03-02 23:59'));
    expect(sheet).not.toContain('r="D2"');
    expect(sheet).not.toContain('r="E2"');
    expect(sheet).not.toContain('<f>');
  });

  it('puts an apostrophe before text a spreadsheet could take for a formula', () => {
    const sheet = sheetXml({
      sheetName: 'S',
      columns: [{ header: 'Value' }],
      rows: [
        ['=HYPERLINK("http://x")'],
        ['+1'],
        ['-1+2'],
        ['@SUM(A1)'],
        ['\t=1'],
        ['\r=1'],
        ['\u0001=1'],
        ['a=1'],
        [-5],
      ],
    });
    expect(sheet).toContain(textCell('A2', '&apos;=HYPERLINK(&quot;http://x&quot;)'));
    expect(sheet).toContain(textCell('A3', '&apos;+1'));
    expect(sheet).toContain(textCell('A4', '&apos;-1+2'));
    expect(sheet).toContain(textCell('A5', '&apos;@SUM(A1)'));
    expect(sheet).toContain(textCell('A6', '&apos;\t=1'));
    expect(sheet).toContain(textCell('A7', '&apos;\r=1'));
    // A stripped control character does not hide the formula from the guard.
    expect(sheet).toContain(textCell('A8', '&apos;=1'));
    expect(sheet).toContain(textCell('A9', 'a=1'));
    // Numbers are values, never formulas: a negative number stays a number.
    expect(sheet).toContain('<c r="A10"><v>-5</v></c>');
  });

  it('makes the sheet name one Excel accepts', () => {
    const name = (sheetName: string) => {
      const files = unzipSync(writeXlsx({ sheetName, columns: [], rows: [] }));
      return /<sheet name="([^"]*)"/.exec(strFromU8(files['xl/workbook.xml'] as Uint8Array))?.[1];
    };
    expect(name('Void & Rejected [all]')).toBe('Void &amp; Rejected  all');
    expect(name('a/b\\c:d*e?f')).toBe('a b c d e f');
    expect(name("'Quoted'")).toBe('Quoted');
    expect(name('x'.repeat(40))).toBe('x'.repeat(31));
    expect(name(`${'x'.repeat(30)}\u{1f600}`)).toBe('x'.repeat(30));
    expect(name(' []\u0001 ')).toBe('Sheet1');
  });

  it('names columns past Z the spreadsheet way', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  (HAS_PYTHON_ZIPFILE ? it : it.skip)(
    'is a zip that Python reads, with well-formed XML parts',
    () => {
      const bytes = writeXlsx({
        sheetName: 'Check',
        columns: [{ header: 'Name' }, { header: 'When' }],
        rows: [
          ['<b>&\u0000', new Date(0)],
          [1, null],
        ],
      });
      expect(pythonZipNames(bytes).sort()).toEqual(PARTS);
    },
  );
});
