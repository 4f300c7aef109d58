import { toFixedDecimals } from './to-fixed-decimals';

describe('toFixedDecimals', () => {
  it('rounds to 2 decimals by default', () => {
    expect(toFixedDecimals(3.14159)).toBe('3.14');
    expect(toFixedDecimals(2)).toBe('2.00');
  });

  it('uses the given number of decimals', () => {
    expect(toFixedDecimals(3.14159, 3)).toBe('3.142');
    expect(toFixedDecimals(3.6, 0)).toBe('4');
  });

  it('clamps a negative decimals argument to 0', () => {
    expect(toFixedDecimals(3.6, -1)).toBe('4');
  });

  it('accepts numeric strings', () => {
    expect(toFixedDecimals('1.005', 1)).toBe('1.0');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(toFixedDecimals(null)).toBe('-');
    expect(toFixedDecimals(undefined)).toBe('-');
    expect(toFixedDecimals('n/a')).toBe('-');
  });
});
