import { sanitizeThousandDot } from './sanitize-thousand-dot';

describe('sanitizeThousandDot', () => {
  it('groups digits with dot thousand separators', () => {
    expect(sanitizeThousandDot('1234567')).toBe('1.234.567');
    expect(sanitizeThousandDot('999')).toBe('999');
    expect(sanitizeThousandDot('')).toBe('');
  });

  it('regroups after a digit is typed into an already formatted value', () => {
    expect(sanitizeThousandDot('1.2345')).toBe('12.345');
    expect(sanitizeThousandDot('12.34')).toBe('1.234');
  });

  it('drops non-digits and leading zeros', () => {
    expect(sanitizeThousandDot('Rp 00012a3')).toBe('123');
    expect(sanitizeThousandDot('000')).toBe('0');
  });

  it('stops at the maximum: a value above it becomes the maximum', () => {
    expect(sanitizeThousandDot('6000', 5000)).toBe('5.000');
    expect(sanitizeThousandDot('5000', 5000)).toBe('5.000');
    expect(sanitizeThousandDot('4999', 5000)).toBe('4.999');
  });

  it('blocks a further keystroke once the value has reached the maximum', () => {
    expect(sanitizeThousandDot('5.0001', 5000)).toBe('5.000');
    expect(sanitizeThousandDot('4.9999', 5000)).toBe('4.999');
  });

  it('truncates pasted digits to the length of the maximum', () => {
    expect(sanitizeThousandDot('123456789', 5000)).toBe('1.234');
    expect(sanitizeThousandDot('98.765.432', 9999999)).toBe('9.876.543');
    expect(sanitizeThousandDot('99999999', 1000000)).toBe('1.000.000');
  });

  it('ignores a maximum that is not a usable number', () => {
    expect(sanitizeThousandDot('123456', Number.NaN)).toBe('123.456');
    expect(sanitizeThousandDot('123456', -1)).toBe('123.456');
  });
});
