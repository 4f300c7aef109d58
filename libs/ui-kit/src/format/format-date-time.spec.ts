import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('formats a Date as DD/MM/YYYY HH:mm in local time with zero padding', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 59))).toBe('02/01/2024 03:04');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59))).toBe('31/12/2023 23:59');
  });

  it('parses date strings and epoch milliseconds', () => {
    expect(formatDateTime('2024-07-15T14:30:00')).toBe('15/07/2024 14:30');
    const local = new Date(2024, 6, 15, 14, 30);
    expect(formatDateTime(local.getTime())).toBe('15/07/2024 14:30');
    expect(formatDateTime(local.toISOString())).toBe('15/07/2024 14:30');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime(new Date(Number.NaN))).toBe('-');
  });
});
