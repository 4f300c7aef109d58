import { positiveIntParam, withFilterParam } from '@esign/offices';
import { DEFAULT_PER_PAGE, ledgerKinds, type LedgerKind } from '@esign/contract';
import type { BalanceLogInput, CostCenterListInput } from './query-inputs';

export const OFFICE_PARAMS = [
  'office_area_id',
  'office_branch_id',
  'office_department_id',
] as const;
export type OfficeParam = (typeof OFFICE_PARAMS)[number];
export type BalanceParam = OfficeParam | 'start_date' | 'end_date' | 'kind' | 'page';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The offices of the URL as the server filter: the department goes as a JSON array, `[4]` (spec §5). */
function officeQuery(params: URLSearchParams) {
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

/** The balance-log query of the Balance History URL; invalid values are dropped. */
export function balanceLogQueryFromParams(params: URLSearchParams): BalanceLogInput {
  const query: BalanceLogInput = { ...pageOf(params), ...officeQuery(params) };
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (start && DATE.test(start)) query.start_date = start;
  if (end && DATE.test(end)) query.end_date = end;
  const kind = params.get('kind');
  if (kind && (ledgerKinds as readonly string[]).includes(kind)) query.kind = kind as LedgerKind;
  return query;
}

/** A copy of `params` with one value changed (empty removes it); a filter change goes back to page 1. */
export function withParam(
  params: URLSearchParams,
  name: BalanceParam,
  value: string | number | null | undefined,
): URLSearchParams {
  return withFilterParam(params, name, value);
}
