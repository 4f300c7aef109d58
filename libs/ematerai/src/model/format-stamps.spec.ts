import { formatSignedAmount, formatStamps } from './format-stamps';

describe('formatStamps', () => {
  it('groups thousands with dots and names the unit', () => {
    expect(formatStamps(8614)).toBe('8.614 stamps');
    expect(formatStamps(1234567)).toBe('1.234.567 stamps');
    expect(formatStamps(1)).toBe('1 stamp');
    expect(formatStamps(0)).toBe('0 stamps');
  });
});

describe('formatSignedAmount', () => {
  it('signs credits with + and debits with a minus sign', () => {
    expect(formatSignedAmount(1500)).toBe('+1.500');
    expect(formatSignedAmount(-25)).toBe('−25');
  });
});
