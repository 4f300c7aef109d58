import { positiveIntParam, withFilterParam } from '@esign/offices';
import {
  DEFAULT_PER_PAGE,
  ledgerKinds,
  topUpStatuses,
  type LedgerKind,
  type TopUpStatus,
} from '@esign/contract';
import type {
  BalanceLogInput,
  CostCenterFilterInput,
  CostCenterListInput,
  TopUpListInput,
} from './query-inputs';

export const OFFICE_PARAMS = [
  'office_area_id',
  'office_branch_id',
  'office_department_id',
] as const;
export type OfficeParam = (typeof OFFICE_PARAMS)[number];
export type BalanceParam = OfficeParam | 'start_date' | 'end_date' | 'kind' | 'status' | 'page';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The offices of the URL as the server filter: the department goes as a JSON array, `[4]` (spec §5). */
function officeQuery(params: URLSearchParams): CostCenterFilterInput {
  const area = positiveIntParam(params.get('office_area_id'));
  const branch = positiveIntParam(params.get('office_branch_id'));
  const department = positiveIntParam(params.get('office_department_id'));
  return {
    ...(area ? { office_area_id: area } : {}),
    ...(branch ? { office_branch_id: branch } : {}),
    ...(department ? { office_department_id: JSON.stringify([department]) } : {}),
  };
}

/** The selected offices of the URL, for the pickers. */
export function officeSelection(params: URLSearchParams) {
  return {
    areaId: positiveIntParam(params.get('office_area_id')),
    branchId: positiveIntParam(params.get('office_branch_id')),
    departmentId: positiveIntParam(params.get('office_department_id')),
  };
}

function pageOf(params: URLSearchParams) {
  return { page: positiveIntParam(params.get('page')) ?? 1, per_page: DEFAULT_PER_PAGE };
}

/** The cost-center list query of the Balance page's URL; invalid values are dropped. */
export function costCenterQueryFromParams(params: URLSearchParams): CostCenterListInput {
  return { ...pageOf(params), ...officeQuery(params) };
}

function dateQuery(params: URLSearchParams): { start_date?: string; end_date?: string } {
  const start = params.get('start_date');
  const end = params.get('end_date');
  return {
    ...(start && DATE.test(start) ? { start_date: start } : {}),
    ...(end && DATE.test(end) ? { end_date: end } : {}),
  };
}

/** The balance-log query of the Balance History URL; invalid values are dropped. */
export function balanceLogQueryFromParams(params: URLSearchParams): BalanceLogInput {
  const query: BalanceLogInput = {
    ...pageOf(params),
    ...officeQuery(params),
    ...dateQuery(params),
  };
  const kind = params.get('kind');
  if (kind && (ledgerKinds as readonly string[]).includes(kind)) query.kind = kind as LedgerKind;
  return query;
}

/** The top-up list query of the Top Up Balance URL; invalid values are dropped. */
export function topUpQueryFromParams(params: URLSearchParams): TopUpListInput {
  const query: TopUpListInput = { ...pageOf(params), ...officeQuery(params), ...dateQuery(params) };
  const status = params.get('status');
  if (status && (topUpStatuses as readonly string[]).includes(status))
    query.status = status as TopUpStatus;
  return query;
}

/** The office part of a list query: the filter of the list's total. */
export function officeFilterOf(query: CostCenterFilterInput): CostCenterFilterInput {
  const { office_area_id, office_branch_id, office_department_id } = query;
  return {
    ...(office_area_id ? { office_area_id } : {}),
    ...(office_branch_id ? { office_branch_id } : {}),
    ...(office_department_id ? { office_department_id } : {}),
  };
}

/** A copy of `params` with one value changed (empty removes it); a filter change goes back to page 1. */
export function withParam(
  params: URLSearchParams,
  name: BalanceParam,
  value: string | number | null | undefined,
): URLSearchParams {
  return withFilterParam(params, name, value);
}
