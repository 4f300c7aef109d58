import { sanitizeIdCard } from './sanitize-id-card';

describe('sanitizeIdCard', () => {
  it('keeps letters and digits', () => {
    expect(sanitizeIdCard('A1234567')).toBe('A1234567');
  });

  it('drops spaces, dots and dashes from a pasted number', () => {
    expect(sanitizeIdCard(' 3174-0912.3456 7890 ')).toBe('3174091234567890');
  });
});
