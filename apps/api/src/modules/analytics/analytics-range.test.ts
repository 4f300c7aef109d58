import { describe, expect, it } from '@jest/globals';
import { bucketPeriods } from './analytics-range';

describe('bucketPeriods', () => {
  it('lists every day of the range, both ends included', () => {
    expect(bucketPeriods('2024-02-28', '2024-03-01', 'day')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('starts weeks on the Monday on or before the start (as date_trunc does)', () => {
    // 2026-03-01 is a Sunday.
    expect(bucketPeriods('2026-03-01', '2026-03-09', 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
  });

  it('starts months on the 1st, across a year end', () => {
    expect(bucketPeriods('2025-11-30', '2026-01-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });
});
