import { parseThousandDot } from './parse-thousand-dot';

describe('parseThousandDot', () => {
  it('reads the number behind a formatted value', () => {
    expect(parseThousandDot('1.234.567')).toBe(1234567);
    expect(parseThousandDot('0')).toBe(0);
  });

  it('returns null when there are no digits', () => {
    expect(parseThousandDot('')).toBeNull();
    expect(parseThousandDot('.')).toBeNull();
  });
});
