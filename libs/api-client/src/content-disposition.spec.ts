import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="report 2024.xlsx"')).toBe(
      'report 2024.xlsx',
    );
  });

  it('reads an unquoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
  });

  it("prefers the RFC 5987 filename*=UTF-8'' form and decodes it", () => {
    const header = `attachment; filename="fallback.pdf"; filename*=UTF-8''Surat%20Perjanjian%20%E2%80%93%20PT.pdf`;
    expect(fileNameFromContentDisposition(header)).toBe('Surat Perjanjian – PT.pdf');
  });

  it('falls back to filename= when filename* is malformed', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''bad%E2.pdf; filename="ok.pdf"`),
    ).toBe('ok.pdf');
  });

  it('keeps only the last path segment so a server cannot choose a directory', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      'passwd',
    );
  });

  it('gives null without a header or a file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
  });
});
