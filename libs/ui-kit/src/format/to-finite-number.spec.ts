import { toFiniteNumber } from './to-finite-number';

describe('toFiniteNumber', () => {
  it('passes finite numbers through and parses numeric strings', () => {
    expect(toFiniteNumber(12.5)).toBe(12.5);
    expect(toFiniteNumber(' -7 ')).toBe(-7);
  });

  it('returns null for anything that is not a finite number', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'abc',
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      {},
      true,
    ]) {
      expect(toFiniteNumber(value)).toBeNull();
    }
  });
});
