import { positiveIntParam, withFilterParam } from '@esign/offices';
import { DEFAULT_PER_PAGE, type DocumentListQuery, type DocumentListStatus } from '@esign/contract';

/** The filters a list keeps in the URL (everything but the status, which is the route). */
export const FILTER_PARAMS = [
  'search',
  'start_date',
  'end_date',
  'category_id',
  'office_area_id',
  'office_branch_id',
  'office_department_id',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const ID_PARAMS = new Set<FilterParam>([
  'category_id',
  'office_area_id',
  'office_branch_id',
  'office_department_id',
]);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list query of a URL. Invalid values are dropped rather than sent; dates are dropped on
 * need_to_sign (spec §5: "dates are cleared when status is need_to_sign").
 */
export function queryFromSearchParams(
  status: DocumentListStatus,
  params: URLSearchParams,
): DocumentListQuery {
  const query: DocumentListQuery = {
    status,
    page: positiveIntParam(params.get('page')) ?? 1,
    per_page: Math.min(positiveIntParam(params.get('per_page')) ?? DEFAULT_PER_PAGE, 100),
    sort_by: 'created_at',
    sort_dir: 'desc',
  };
  const search = params.get('search')?.trim();
  if (search) query.search = search.slice(0, 100);
  if (status !== 'need_to_sign') {
    const start = params.get('start_date');
    const end = params.get('end_date');
    if (start && DATE.test(start)) query.start_date = start;
    if (end && DATE.test(end)) query.end_date = end;
  }
  for (const name of ID_PARAMS) {
    const id = positiveIntParam(params.get(name));
    if (id) (query as Record<string, unknown>)[name] = id;
  }
  return query;
}

/** Offices nest: a new area clears the branch and department, a new branch the department. */
/** A copy of `params` with one filter changed (empty removes it); any filter change goes back to page 1. */
export function withFilter(
  params: URLSearchParams,
  name: FilterParam | 'page' | 'per_page',
  value: string | number | null | undefined,
): URLSearchParams {
  return withFilterParam(params, name, value);
}
