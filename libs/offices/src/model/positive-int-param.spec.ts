import { positiveIntParam } from './positive-int-param';

describe('positiveIntParam', () => {
  it('reads a positive whole number', () => {
    expect(positiveIntParam('42')).toBe(42);
  });

  it('drops what is absent, zero, signed, fractional, not a number or beyond a safe integer', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) {
      expect(positiveIntParam(value)).toBeUndefined();
    }
  });
});
