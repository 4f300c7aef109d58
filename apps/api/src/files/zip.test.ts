import { unzipSync } from 'fflate';
import { describe, expect, it } from '@jest/globals';
import { HAS_PYTHON_ZIPFILE, pythonZipNames } from './files-test-tools';
import { safeEntryName, zipFiles } from './zip';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('safeEntryName', () => {
  it('removes folders, leading dots and control characters from a name', () => {
    expect(safeEntryName('../etc/passwd')).toBe('-etc-passwd');
    expect(safeEntryName('C:\\Users\\a.pdf')).toBe('C-Users-a.pdf');
    expect(safeEntryName('.hidden\u0007.pdf')).toBe('hidden-.pdf');
    expect(safeEntryName('...')).toBe('file');
    expect(safeEntryName('  ')).toBe('file');
    expect(safeEntryName('invoice\u202efdp.exe')).toBe('invoice-fdp.exe');
    expect(safeEntryName('bad\ud800.pdf')).toBe('bad-.pdf');
    expect(safeEntryName('Kontrak Kerja (final).pdf')).toBe('Kontrak Kerja (final).pdf');
  });

  it('cuts long names to 200 characters without splitting an emoji', () => {
    expect([...safeEntryName('\u{1f600}'.repeat(300))]).toHaveLength(200);
  });
});

describe('zipFiles', () => {
  it('keeps every entry with its bytes, numbering clashing names before the extension', () => {
    const zip = unzipSync(
      zipFiles([
        { name: '../etc/passwd', content: bytes(1) },
        { name: 'A.pdf', content: bytes(2) },
        { name: 'a.pdf', content: bytes(3) },
        { name: 'a (2).pdf', content: bytes(4) },
        { name: 'dir/a.pdf', content: bytes(5) },
        { name: 'README', content: bytes(6) },
        { name: 'README', content: bytes(7) },
      ]),
    );
    expect(Object.keys(zip)).toEqual([
      '-etc-passwd',
      'A.pdf',
      'a (2).pdf',
      'a (2) (2).pdf',
      'dir-a.pdf',
      'README',
      'README (2)',
    ]);
    expect(Object.values(zip).map((content) => [...content])).toEqual([
      [1],
      [2],
      [3],
      [4],
      [5],
      [6],
      [7],
    ]);
  });

  it('round-trips larger contents byte for byte', () => {
    const content = new Uint8Array(100_000).map((_, i) => (i * 7919) % 251);
    const zip = unzipSync(zipFiles([{ name: 'doc.pdf', content }]));
    expect(Buffer.from(zip['doc.pdf'] as Uint8Array).equals(Buffer.from(content))).toBe(true);
  });

  it('stores entries without compressing them again', () => {
    const content = new Uint8Array(10_000); // zeros: deflate would shrink them to almost nothing
    expect(zipFiles([{ name: 'a.pdf', content }]).length).toBeGreaterThan(10_000);
  });

  (HAS_PYTHON_ZIPFILE ? it : it.skip)('is a zip that Python reads, with UTF-8 names intact', () => {
    const zip = zipFiles([
      { name: 'Surat Keputusan – Direksi.pdf', content: bytes(1, 2, 3) },
      { name: 'Surat Keputusan – Direksi.pdf', content: bytes(4) },
    ]);
    expect(pythonZipNames(zip)).toEqual([
      'Surat Keputusan – Direksi.pdf',
      'Surat Keputusan – Direksi (2).pdf',
    ]);
  });
});
