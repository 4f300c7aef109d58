import { describe, expect, it } from '@jest/globals';
import {
  activityLogQueryFromParams,
  httpLogQueryFromParams,
  logRangeProblem,
  withLogParam,
} from './log-search-params';

describe('httpLogQueryFromParams', () => {
  it('reads dates, status, method, search and page from the URL', () => {
    const params = new URLSearchParams(
      'start_date=2026-11-01&end_date=2026-11-20&http_status=404&method=PUT&search=%20revoke%20&page=3',
    );
    expect(httpLogQueryFromParams(params)).toEqual({
      page: 3,
      per_page: 10,
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      http_status: 404,
      method: 'PUT',
      search: 'revoke',
    });
  });

  it('drops a hand-edited status, method, date or page instead of sending it', () => {
    const params = new URLSearchParams('http_status=99&method=TRACE&start_date=yesterday&page=-2');
    expect(httpLogQueryFromParams(params)).toEqual({ page: 1, per_page: 10 });
  });
});

describe('activityLogQueryFromParams', () => {
  it('reads the user id and ignores one that is not a positive number', () => {
    expect(activityLogQueryFromParams(new URLSearchParams('user_id=4'))).toMatchObject({
      user_id: 4,
    });
    expect(activityLogQueryFromParams(new URLSearchParams('user_id=abc'))).not.toHaveProperty(
      'user_id',
    );
  });
});

describe('logRangeProblem', () => {
  it('explains a reversed or too long range and passes a good one', () => {
    expect(logRangeProblem({ start_date: '2026-11-20', end_date: '2026-11-01' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(logRangeProblem({ start_date: '2025-01-01', end_date: '2026-11-01' })).toBe(
      'The range may span at most 366 days.',
    );
    expect(logRangeProblem({ start_date: '2026-11-01', end_date: '2026-11-01' })).toBeNull();
  });
});

describe('withLogParam', () => {
  it('goes back to page 1 when a filter changes', () => {
    const next = withLogParam(new URLSearchParams('page=4&method=GET'), 'method', 'POST');
    expect(next.toString()).toBe('method=POST');
  });
});
