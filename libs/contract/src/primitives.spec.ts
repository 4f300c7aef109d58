import {
  IdParamSchema,
  MAX_INT_ID,
  ReferenceNumberSchema,
  safeText,
  SearchQuerySchema,
  UuidSchema,
} from './primitives';

describe('schema primitives', () => {
  it('refuses NUL, lone surrogates and control characters in text, keeping paired surrogates', () => {
    const text = safeText({ max: 50 });
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\u001b[2J', 'a\u007f', 'line\nbreak'])
      expect(text.safeParse(bad).success).toBe(false);
    expect(text.safeParse('Surat 😀 café').success).toBe(true);
  });

  it('lets multi-line text keep tabs and line breaks, and nothing else below space', () => {
    const reason = safeText({ max: 50, multiline: true });
    expect(reason.safeParse('first line\r\n\tsecond').success).toBe(true);
    expect(reason.safeParse('bell\u0007').success).toBe(false);
  });

  it('says once that a string holds a forbidden character, however many it holds', () => {
    const result = safeText({ max: 10 }).safeParse('\u0000'.repeat(1000));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'At most 10 characters',
      'Contains a control character or broken Unicode',
    ]);
  });

  it('reads ids from path strings within the range of an integer column, digits only', () => {
    expect(IdParamSchema.parse('42')).toBe(42);
    expect(IdParamSchema.parse(7)).toBe(7);
    expect(IdParamSchema.parse(String(MAX_INT_ID))).toBe(MAX_INT_ID);
    for (const bad of ['2147483648', '0', '-1', 'abc', '1e3', '0x10', ' 12', '1.5', '', '\u0000'])
      expect(IdParamSchema.safeParse(bad).success).toBe(false);
  });

  it('tells a user who sent letters for an id that it must be a whole number', () => {
    const result = IdParamSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be a whole number']);
  });

  it('accepts only UUIDs as UUIDs', () => {
    expect(UuidSchema.safeParse('5b0c1e4a-7d3f-4c1a-9b2e-3f4a5b6c7d8e').success).toBe(true);
    expect(UuidSchema.safeParse('abc').success).toBe(false);
  });

  it('bounds reference numbers to their 64-character column and searches to 100 trimmed characters', () => {
    expect(ReferenceNumberSchema.safeParse('PKS-2026-0001').success).toBe(true);
    expect(ReferenceNumberSchema.safeParse('x'.repeat(65)).success).toBe(false);
    expect(ReferenceNumberSchema.safeParse('').success).toBe(false);
    expect(SearchQuerySchema.parse('  kontrak  ')).toBe('kontrak');
    expect(SearchQuerySchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
