import { sanitizeNumeric } from './sanitize-numeric';

describe('sanitizeNumeric', () => {
  it('keeps typed digits', () => {
    expect(sanitizeNumeric('0123456789')).toBe('0123456789');
  });

  it('drops a typed non-digit', () => {
    expect(sanitizeNumeric('12a')).toBe('12');
    expect(sanitizeNumeric('-')).toBe('');
  });

  it('strips pasted text down to its digits', () => {
    expect(sanitizeNumeric(' +62 812-3456 7890 ')).toBe('6281234567890');
    expect(sanitizeNumeric('1.234,56')).toBe('123456');
  });

  it('refuses non-ASCII digits and letters', () => {
    expect(sanitizeNumeric('١٢٣x')).toBe('');
  });
});
