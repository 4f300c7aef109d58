import {
  paginationFor,
  type DocumentFilter,
  type DocumentListQuery,
  type DocumentListResponse,
  type DocumentListStatus,
} from '@esign/contract';
import {
  and,
  asc,
  count as count_,
  desc,
  eq,
  ilike,
  or,
  Placeholder,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { businessDayBounds, withinInstants } from '../../db/business-days';
import { rowsOf, type Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { PreparedStatements } from '../../db/prepared-statements';
import { documents, documentSigners } from '../../db/schema/documents';
import { assertAllowed, refuseList } from './document-permissions';
import { listStatusCondition } from './document-status';
import { mySignerJoin, visibleCondition } from './document-visibility';
import type { PrincipalCheck } from '../../http/principal';
import type { ListTotals } from './list-totals';
import { selectSummaryRows, summaryOf } from './load-document-summaries';
import type { Viewer } from './viewer';

type Bindable<T> = T | Placeholder;

/** The office filters of the document list (one id per level); shared with the analytics. */
export function documentOfficeConditions(filter: {
  office_area_id?: number | SQLWrapper | undefined;
  office_branch_id?: number | SQLWrapper | undefined;
  office_department_id?: number | SQLWrapper | undefined;
}): SQL[] {
  const conditions: SQL[] = [];
  if (filter.office_area_id) conditions.push(eq(documents.officeAreaId, filter.office_area_id));
  if (filter.office_branch_id)
    conditions.push(eq(documents.officeBranchId, filter.office_branch_id));
  if (filter.office_department_id)
    conditions.push(eq(documents.officeDepartmentId, filter.office_department_id));
  return conditions;
}

/**
 * What a list's conditions compare with, by name: who asks and when, and one entry per filter
 * given (its key adds the filter's condition). The same names are the placeholders of the list's
 * prepared statement, so its text depends only on which keys are present.
 */
type ListValues = {
  user: number;
  now: Date;
  /** Instants the date range starts and ends (exclusive). */
  start?: Date;
  end?: Date;
  /** An ILIKE pattern. */
  search?: string;
  area?: number;
  branch?: number;
  department?: number;
  category?: number;
  /** The asking session, when the page confirms its principal (PrincipalCheck). */
  session?: string;
};

type ListRefs = { [K in keyof ListValues]: Bindable<ListValues[K]> };

function listValues(viewer: Viewer, filter: DocumentFilter, now: Date): ListValues {
  const values: ListValues = { user: viewer.userId, now };
  // Spec §5: the date range is cleared for need_to_sign.
  if (filter.status !== 'need_to_sign') Object.assign(values, businessDayBounds(filter));
  if (filter.search) values.search = containsPattern(filter.search);
  if (filter.office_area_id) values.area = filter.office_area_id;
  if (filter.office_branch_id) values.branch = filter.office_branch_id;
  if (filter.office_department_id) values.department = filter.office_department_id;
  if (filter.category_id) values.category = filter.category_id;
  return values;
}

/** A placeholder named after each key of `values`. */
function placeholdersOf<T extends object>(values: T): { [K in keyof T]: Placeholder } {
  return Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as {
    [K in keyof T]: Placeholder;
  };
}

/**
 * A placeholder of the list's prepared statement read through a scalar subquery (typed, as
 * PostgreSQL cannot infer the type there): the planner then estimates its condition the same
 * whatever the value, so the custom plans of the statement cost what its generic plan costs and
 * PostgreSQL keeps the generic one from the sixth run on. Planning a list page took longer than
 * running it, and PostgreSQL 15 has no plan_cache_mode per statement. A plain value (a count, the
 * export) is compared as it is, with the planner's full estimates.
 */
function planAlike<T>(value: Bindable<T>, type: 'int' | 'text' | 'timestamptz'): T | SQL {
  return value instanceof Placeholder ? sql`(select ${value}::${sql.raw(type)})` : value;
}

/** The WHERE of a list: visibility, the list's status and the filters `refs` holds. */
function listCondition(status: DocumentListStatus, isSuperAdmin: boolean, refs: ListRefs): SQL {
  const conditions: SQL[] = [
    visibleCondition({ userId: refs.user, isSuperAdmin }),
    listStatusCondition(status, planAlike(refs.now, 'timestamptz')),
    ...withinInstants(documents.createdAt, {
      start: refs.start && planAlike(refs.start, 'timestamptz'),
      end: refs.end && planAlike(refs.end, 'timestamptz'),
    }),
  ];
  if (refs.search !== undefined) {
    const pattern = planAlike(refs.search, 'text');
    conditions.push(
      or(ilike(documents.referenceNumber, pattern), ilike(documents.name, pattern)) as SQL,
    );
  }
  conditions.push(
    ...documentOfficeConditions({
      office_area_id: refs.area && planAlike(refs.area, 'int'),
      office_branch_id: refs.branch && planAlike(refs.branch, 'int'),
      office_department_id: refs.department && planAlike(refs.department, 'int'),
    }),
  );
  if (refs.category !== undefined)
    conditions.push(eq(documents.categoryId, planAlike(refs.category, 'int')));
  return and(...conditions) as SQL;
}

/** The WHERE of a list (visibility, list status and the filters); shared with the xlsx export. */
export function documentFilterCondition(viewer: Viewer, filter: DocumentFilter, now: Date): SQL {
  return listCondition(filter.status, viewer.isSuperAdmin, listValues(viewer, filter, now));
}

export function documentOrder(filter: Pick<DocumentFilter, 'sort_by' | 'sort_dir'>): SQL[] {
  const column =
    filter.sort_by === 'reference_number'
      ? documents.referenceNumber
      : filter.sort_by === 'name'
        ? documents.name
        : documents.createdAt;
  const direction = filter.sort_dir === 'asc' ? asc : desc;
  // The id breaks ties, so pages never overlap or skip rows.
  return [direction(column), direction(documents.id)];
}

/** A validated whole number written into a statement's text. */
function literalCount(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a row count: ${value}`);
  return sql.raw(String(value));
}

/**
 * The visible, filtered, ordered ids of one page of a list (a statement to run or to nest). The
 * limit is written into the text, and so is the offset unless it is a placeholder: with either
 * one a parameter PostgreSQL plans for a tenth of the rows and never keeps a generic plan.
 */
function pageIdsQuery(
  viewerId: Bindable<number>,
  where: SQL,
  order: SQL[],
  page: { limit: number; offset: Bindable<number> },
): SQL {
  const offset = typeof page.offset === 'number' ? literalCount(page.offset) : page.offset;
  return sql`select ${documents.id} from ${documents}
    left join ${documentSigners} on ${mySignerJoin({ userId: viewerId })}
    where ${where} order by ${sql.join(order, sql`, `)}
    limit ${literalCount(page.limit)} offset ${offset}`;
}

/** What a total depends on: who asks and the filters (not the sort or the page). */
function totalsKey(viewer: Viewer, filter: DocumentFilter): string {
  const { sort_by: _sortBy, sort_dir: _sortDir, ...filters } = filter;
  const dates =
    filter.status === 'need_to_sign' ? { start_date: undefined, end_date: undefined } : {};
  return JSON.stringify([viewer.userId, viewer.isSuperAdmin, { ...filters, ...dates }]);
}

/** How many documents a filtered list holds: remembered by `totals` while nothing changed. */
async function listTotal(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentFilter,
  now: Date,
  totals: { cache: ListTotals; revision: number | null } | undefined,
): Promise<number> {
  const count = async () => {
    const [totalRow] = await executor
      .select({ total: count_() })
      .from(documents)
      .leftJoin(documentSigners, mySignerJoin(viewer))
      .where(documentFilterCondition(viewer, filter, now));
    return totalRow?.total ?? 0;
  };
  if (!totals) return count();
  const revision = totals.revision ?? (await totals.cache.revision(executor));
  return totals.cache.total(totalsKey(viewer, filter), revision, now.getTime(), count);
}

/** Ids of a filtered list (one page of it), and the list's total; 403 without the list's code. */
export async function findDocumentIds(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  assertAllowed(refuseList(viewer, filter.status));
  const where = documentFilterCondition(viewer, filter, now);
  const rows = rowsOf<{ id: number }>(
    await executor.execute(pageIdsQuery(viewer.userId, where, documentOrder(filter), page)),
  );
  const total = await listTotal(executor, viewer, filter, now, undefined);
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * Pages up to this one have their offset written into the statement (one statement per page,
 * each kept with a generic plan); deeper ones share a statement whose offset is a parameter
 * (planned on each run, as they are rare).
 */
const LAST_LITERAL_PAGE = 10;

/** One page of a list: its summaries, sorted, each row with the documents' revision. */
function summaryPageQuery(
  executor: Executor,
  status: DocumentListStatus,
  sort: Pick<DocumentFilter, 'sort_by' | 'sort_dir'>,
  isSuperAdmin: boolean,
  refs: ListRefs,
  page: { limit: number; offset: Bindable<number> },
  principalCheck: PrincipalCheck | undefined,
) {
  const order = documentOrder(sort);
  const ids = pageIdsQuery(refs.user, listCondition(status, isSuperAdmin, refs), order, page);
  const digest =
    principalCheck && refs.session !== undefined
      ? principalCheck.column({ userId: refs.user, sessionId: refs.session, now: refs.now })
      : undefined;
  return selectSummaryRows(
    executor,
    refs.user,
    sql`${documents.id} in (${ids})`,
    refs.now,
    order,
    digest,
  );
}

type SummaryPageStatement = ReturnType<ReturnType<typeof summaryPageQuery>['prepare']>;

const summaryPages = new PreparedStatements<SummaryPageStatement>();

/**
 * GET document: one page of one list for the asking user. The page's summaries and the
 * documents' revision come in one statement, prepared once per shape of the list (its status,
 * sort, which filters are given, page size and, for the first pages, the page); the total is
 * counted only when `totals` has none for this revision. With `principalCheck` (the route's),
 * the same statement also confirms the asking session's principal.
 */
export async function listDocuments(
  executor: Executor,
  viewer: Viewer,
  query: DocumentListQuery,
  now: Date,
  totals?: ListTotals,
  principalCheck?: PrincipalCheck,
): Promise<DocumentListResponse> {
  assertAllowed(refuseList(viewer, query.status));
  const values = listValues(viewer, query, now);
  if (principalCheck) values.session = principalCheck.sessionId;
  const offset = (query.page - 1) * query.per_page;
  const literalOffset = query.page <= LAST_LITERAL_PAGE;
  const shape = [
    query.status,
    query.sort_by,
    query.sort_dir,
    viewer.isSuperAdmin,
    Object.keys(values).join(','),
    query.per_page,
    literalOffset ? offset : 'offset',
  ].join('|');
  const statement = summaryPages.get(executor, shape, () =>
    summaryPageQuery(
      executor,
      query.status,
      query,
      viewer.isSuperAdmin,
      placeholdersOf(values),
      {
        limit: query.per_page,
        offset: literalOffset ? offset : sql.placeholder('offset'),
      },
      principalCheck,
    ),
  );
  const rows = await statement.execute(literalOffset ? values : { ...values, offset });
  // An empty page carries no digest: the route then reads the principal again.
  principalCheck?.confirm(rows[0]?.principalDigest);
  const data = rows.map((row) => summaryOf(row, viewer, now));
  const [first] = rows;
  const total = await listTotal(
    executor,
    viewer,
    query,
    now,
    totals ? { cache: totals, revision: first ? Number(first.revision) : null } : undefined,
  );
  return { data: { data }, meta: { pagination: paginationFor(total, query, data.length) } };
}
