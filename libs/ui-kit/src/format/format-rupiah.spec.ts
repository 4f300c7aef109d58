import { formatRupiah } from './format-rupiah';

describe('formatRupiah', () => {
  it('prefixes Rp and separates thousands with dots', () => {
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(999)).toBe('Rp 999');
  });

  it('floors fractional amounts', () => {
    expect(formatRupiah(1234.99)).toBe('Rp 1.234');
    expect(formatRupiah(0.5)).toBe('Rp 0');
  });

  it('shows zero as Rp 0', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('puts the sign of a negative amount before Rp', () => {
    expect(formatRupiah(-1500)).toBe('-Rp 1.500');
    expect(formatRupiah(-1500.7)).toBe('-Rp 1.500');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('accepts numeric strings as the API sometimes sends them', () => {
    expect(formatRupiah('2500000')).toBe('Rp 2.500.000');
    expect(formatRupiah(' 12.9 ')).toBe('Rp 12');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatRupiah(null)).toBe('-');
    expect(formatRupiah(undefined)).toBe('-');
    expect(formatRupiah('')).toBe('-');
    expect(formatRupiah('abc')).toBe('-');
    expect(formatRupiah(Number.NaN)).toBe('-');
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
