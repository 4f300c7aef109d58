import { describe, expect, it } from '@jest/globals';
import {
  analyticsFilterOf,
  analyticsQueryFromParams,
  analyticsRangeProblem,
  defaultAnalyticsRange,
  intervalFor,
  withAnalyticsParam,
} from './analytics-search-params';

const today = new Date(2026, 10, 20, 15, 30);

describe('defaultAnalyticsRange', () => {
  it('covers the last 30 days up to today, both included', () => {
    expect(defaultAnalyticsRange(today)).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
    });
  });
});

describe('intervalFor', () => {
  it('bars by day up to two months, by week up to half a year, by month beyond', () => {
    expect(intervalFor('2026-10-22', '2026-11-20')).toBe('day');
    expect(intervalFor('2026-06-01', '2026-11-20')).toBe('week');
    expect(intervalFor('2025-11-21', '2026-11-20')).toBe('month');
  });
});

describe('analyticsQueryFromParams', () => {
  it('uses the last 30 days by day when the URL names nothing', () => {
    expect(analyticsQueryFromParams(new URLSearchParams(), today)).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
      interval: 'day',
    });
  });

  it('reads dates, a chosen interval and offices, dropping malformed ones', () => {
    const params = new URLSearchParams(
      'start_date=2026-01-01&end_date=2026-03-31&interval=month&office_area_id=2&office_branch_id=x',
    );
    expect(analyticsQueryFromParams(params, today)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-03-31',
      interval: 'month',
      office_area_id: 2,
    });
  });

  it('leaves the interval out of the filter of the other calls', () => {
    const query = analyticsQueryFromParams(new URLSearchParams('office_area_id=1'), today);
    expect(analyticsFilterOf(query)).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
      office_area_id: 1,
    });
  });
});

describe('analyticsRangeProblem', () => {
  it('refuses a reversed range and one longer than 366 days', () => {
    expect(analyticsRangeProblem({ start_date: '2026-11-20', end_date: '2026-11-19' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(analyticsRangeProblem({ start_date: '2025-01-01', end_date: '2026-11-20' })).toBe(
      'The range may span at most 366 days.',
    );
    expect(analyticsRangeProblem({ start_date: '2026-11-20', end_date: '2026-11-20' })).toBeNull();
  });
});

describe('withAnalyticsParam', () => {
  it('clears the branch and department when the area changes, and a chosen interval when dates change', () => {
    const params = new URLSearchParams(
      'office_area_id=1&office_branch_id=2&office_department_id=3',
    );
    expect(withAnalyticsParam(params, 'office_area_id', 4).toString()).toBe('office_area_id=4');
    expect(
      withAnalyticsParam(
        new URLSearchParams('interval=month'),
        'start_date',
        '2026-01-01',
      ).toString(),
    ).toBe('start_date=2026-01-01');
  });
});
