import { fallback } from './fallback';

describe('fallback', () => {
  it('replaces null, undefined and the empty string with "-"', () => {
    expect(fallback(null)).toBe('-');
    expect(fallback(undefined)).toBe('-');
    expect(fallback('')).toBe('-');
  });

  it('uses the given placeholder', () => {
    expect(fallback(null, 'N/A')).toBe('N/A');
  });

  it('keeps every other value, including 0 and false', () => {
    expect(fallback('Jakarta')).toBe('Jakarta');
    expect(fallback(0)).toBe(0);
    expect(fallback(false)).toBe(false);
    expect(fallback(' ')).toBe(' ');
  });
});
