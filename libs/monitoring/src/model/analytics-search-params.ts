import { positiveIntParam, withFilterParam } from '@esign/offices';
import {
  analyticsIntervals,
  analyticsRangeDays,
  MAX_ANALYTICS_RANGE_DAYS,
  type AnalyticsFilter,
  type AnalyticsInterval,
  type DocumentAnalyticsQuery,
} from '@esign/contract';

/** Days the dashboard covers when the URL names no range (spec is silent; we show the last 30). */
export const DEFAULT_RANGE_DAYS = 30;

export type AnalyticsParam =
  | 'start_date'
  | 'end_date'
  | 'interval'
  | 'office_area_id'
  | 'office_branch_id'
  | 'office_department_id';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last DEFAULT_RANGE_DAYS days up to `today` (both included), in the browser's calendar. */
export function defaultAnalyticsRange(today: Date): { start_date: string; end_date: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  start.setDate(start.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return { start_date: isoDay(start), end_date: isoDay(today) };
}

/** Daily bars up to two months, weekly up to half a year, monthly beyond. */
export function intervalFor(startDate: string, endDate: string): AnalyticsInterval {
  const days = analyticsRangeDays(startDate, endDate);
  if (days <= 62) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

/**
 * The dashboard's query from the URL: its dates (the last 30 days when absent or malformed),
 * its offices, and its interval (chosen from the range's length unless the URL names one).
 */
export function analyticsQueryFromParams(
  params: URLSearchParams,
  today: Date,
): DocumentAnalyticsQuery {
  const fallback = defaultAnalyticsRange(today);
  const start = params.get('start_date');
  const end = params.get('end_date');
  const start_date = start && DATE.test(start) ? start : fallback.start_date;
  const end_date = end && DATE.test(end) ? end : fallback.end_date;
  const interval = params.get('interval');
  const area = positiveIntParam(params.get('office_area_id'));
  const branch = positiveIntParam(params.get('office_branch_id'));
  const department = positiveIntParam(params.get('office_department_id'));
  return {
    start_date,
    end_date,
    interval:
      interval && (analyticsIntervals as readonly string[]).includes(interval)
        ? (interval as AnalyticsInterval)
        : intervalFor(start_date, end_date),
    ...(area ? { office_area_id: area } : {}),
    ...(branch ? { office_branch_id: branch } : {}),
    ...(department ? { office_department_id: department } : {}),
  };
}

/** The filter of the calls that take no interval. */
export function analyticsFilterOf(query: DocumentAnalyticsQuery): AnalyticsFilter {
  const { interval: _interval, ...filter } = query;
  return filter;
}

/** What is wrong with the range for the server (reversed, or longer than a leap year), or null. */
export function analyticsRangeProblem(query: {
  start_date: string;
  end_date: string;
}): string | null {
  const days = analyticsRangeDays(query.start_date, query.end_date);
  if (days < 1) return 'The end date must not be before the start date.';
  if (days > MAX_ANALYTICS_RANGE_DAYS)
    return `The range may span at most ${MAX_ANALYTICS_RANGE_DAYS} days.`;
  return null;
}

/** A copy of the URL params with one filter changed; an office change clears the offices under it. */
export function withAnalyticsParam(
  params: URLSearchParams,
  name: AnalyticsParam,
  value: string | number | null | undefined,
): URLSearchParams {
  const next = withFilterParam(params, name, value);
  // A new range picks its own interval unless the user chose one after it.
  if (name === 'start_date' || name === 'end_date') next.delete('interval');
  return next;
}
