import { describe, expect, it } from '@jest/globals';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a first-last range, a range open at the end and a suffix of a 1,000-byte file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('clamps a range or suffix that runs past the end of the file to the file', () => {
    expect(parseByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('calls a range that starts past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-0', 0)).toBe('unsatisfiable');
  });

  it('ignores a missing, malformed, inverted, multiple or non-byte range (the whole file is sent)', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=abc-def',
      'bytes=10-5',
      'bytes=0-9,20-29',
      'items=0-9',
      'bytes=99999999999999999999-',
    ])
      expect(parseByteRange(header, 1000)).toBeUndefined();
  });
});
