import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows 0 as "0 Bytes"', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
  });

  it('keeps values under 1 KB in Bytes', () => {
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(0.5)).toBe('0.5 Bytes');
  });

  it('uses 1024-based units with two decimals by default, dropping trailing zeros', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('runs through every unit up to YB and stays at YB beyond it', () => {
    const units = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
    units.forEach((unit, i) => expect(formatBytes(1024 ** (i + 1))).toBe(`1 ${unit}`));
    expect(formatBytes(1024 ** 10)).toBe('1048576 YB');
  });

  it('honours the decimals argument and treats a negative one as 0', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 3)).toBe('1.177 MB');
    expect(formatBytes(1536, -2)).toBe('2 KB');
  });

  it('accepts numeric strings', () => {
    expect(formatBytes('2048')).toBe('2 KB');
  });

  it('shows a dash for negative or non-numeric sizes', () => {
    expect(formatBytes(-1)).toBe('-');
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(undefined)).toBe('-');
    expect(formatBytes('big')).toBe('-');
  });
});
