import { positiveIntParam, withFilterParam } from '@esign/offices';
import {
  DEFAULT_PER_PAGE,
  httpMethods,
  MAX_LOG_RANGE_DAYS,
  type ActivityLogQuery,
  type HttpLogQuery,
} from '@esign/contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The contract's LogSearchSchema allows 200 characters. */
export const LOG_SEARCH_MAX = 200;

export type HttpLogParam = 'start_date' | 'end_date' | 'http_status' | 'method' | 'search' | 'page';
export type ActivityLogParam = 'start_date' | 'end_date' | 'user_id' | 'search' | 'page';

function common(params: URLSearchParams) {
  const start = params.get('start_date');
  const end = params.get('end_date');
  const search = params.get('search')?.trim();
  return {
    page: positiveIntParam(params.get('page')) ?? 1,
    per_page: DEFAULT_PER_PAGE,
    ...(start && DATE.test(start) ? { start_date: start } : {}),
    ...(end && DATE.test(end) ? { end_date: end } : {}),
    ...(search ? { search: search.slice(0, LOG_SEARCH_MAX) } : {}),
  };
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * What is wrong with a log query's date range that the server would refuse (reversed, or longer
 * than MAX_LOG_RANGE_DAYS), or null. The page shows it next to the dates instead of sending it.
 */
export function logRangeProblem(query: { start_date?: string; end_date?: string }): string | null {
  if (!query.start_date || !query.end_date) return null;
  const days = dayNumber(query.end_date) - dayNumber(query.start_date);
  if (days < 0) return 'The end date must not be before the start date.';
  if (days + 1 > MAX_LOG_RANGE_DAYS)
    return `The range may span at most ${MAX_LOG_RANGE_DAYS} days.`;
  return null;
}

/** The HTTP log query of the page's URL; malformed values are dropped. */
export function httpLogQueryFromParams(params: URLSearchParams): HttpLogQuery {
  const status = params.get('http_status');
  const method = params.get('method');
  const statusNumber = status && /^\d{3}$/.test(status) ? Number(status) : undefined;
  return {
    ...common(params),
    ...(statusNumber !== undefined && statusNumber >= 100 && statusNumber <= 599
      ? { http_status: statusNumber }
      : {}),
    ...(method && (httpMethods as readonly string[]).includes(method)
      ? { method: method as HttpLogQuery['method'] }
      : {}),
  };
}

/** The activity log query of the page's URL; malformed values are dropped. */
export function activityLogQueryFromParams(params: URLSearchParams): ActivityLogQuery {
  const userId = positiveIntParam(params.get('user_id'));
  return { ...common(params), ...(userId ? { user_id: userId } : {}) };
}

/** A copy of `params` with one filter changed (empty removes it), back on page 1 unless it is the page. */
export function withLogParam(
  params: URLSearchParams,
  name: HttpLogParam | ActivityLogParam,
  value: string | number | null | undefined,
): URLSearchParams {
  return withFilterParam(params, name, value);
}

/** A log query without its dates: what a page sends first when the URL's range is refused. */
export function withoutDates<Q extends { start_date?: string; end_date?: string }>(
  query: Q,
): Omit<Q, 'start_date' | 'end_date'> {
  const { start_date: _start, end_date: _end, ...rest } = query;
  return rest;
}
