import {
  paginationFor,
  type DocumentFilter,
  type DocumentListQuery,
  type DocumentListResponse,
} from '@esign/contract';
import { and, asc, count as count_, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { documents, documentSigners } from '../../db/schema/documents';
import { assertAllowed, refuseList } from './document-permissions';
import { listStatusCondition } from './document-status';
import { mySignerJoin, visibleCondition } from './document-visibility';
import type { ListTotals } from './list-totals';
import { loadSummaryPage } from './load-document-summaries';
import type { Viewer } from './viewer';

/** The office filters of the document list (one id per level); shared with the analytics. */
export function documentOfficeConditions(
  filter: Pick<DocumentFilter, 'office_area_id' | 'office_branch_id' | 'office_department_id'>,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.office_area_id) conditions.push(eq(documents.officeAreaId, filter.office_area_id));
  if (filter.office_branch_id)
    conditions.push(eq(documents.officeBranchId, filter.office_branch_id));
  if (filter.office_department_id)
    conditions.push(eq(documents.officeDepartmentId, filter.office_department_id));
  return conditions;
}

/** The WHERE of a list (visibility, list status and the filters); shared with the xlsx export. */
export function documentFilterCondition(viewer: Viewer, filter: DocumentFilter, now: Date): SQL {
  const conditions: SQL[] = [visibleCondition(viewer), listStatusCondition(filter.status, now)];
  // Spec §5: the date range is cleared for need_to_sign.
  if (filter.status !== 'need_to_sign') {
    conditions.push(...withinBusinessDays(documents.createdAt, filter));
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(ilike(documents.referenceNumber, pattern), ilike(documents.name, pattern)) as SQL,
    );
  }
  conditions.push(...documentOfficeConditions(filter));
  if (filter.category_id) conditions.push(eq(documents.categoryId, filter.category_id));
  return and(...conditions) as SQL;
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

/** The join `documentFilterCondition` reads: the viewer's signer row. */
function withViewerJoins<Q extends PgSelect>(query: Q, viewer: Viewer) {
  return query.leftJoin(documentSigners, mySignerJoin(viewer));
}

/** What a total depends on: who asks and the filters (not the sort or the page). */
function totalsKey(viewer: Viewer, filter: DocumentFilter): string {
  const { sort_by: _sortBy, sort_dir: _sortDir, ...filters } = filter;
  const dates =
    filter.status === 'need_to_sign' ? { start_date: undefined, end_date: undefined } : {};
  return JSON.stringify([viewer.userId, viewer.isSuperAdmin, { ...filters, ...dates }]);
}

/** The visible, filtered, ordered ids of one page of a list (a query to run or to nest). */
function pageIds(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentFilter,
  where: SQL,
  page: { limit: number; offset: number },
) {
  return withViewerJoins(executor.select({ id: documents.id }).from(documents).$dynamic(), viewer)
    .where(where)
    .orderBy(...documentOrder(filter))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many documents a filtered list holds: remembered by `totals` while nothing changed. */
async function listTotal(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentFilter,
  where: SQL,
  now: Date,
  totals: { cache: ListTotals; revision: number | null } | undefined,
): Promise<number> {
  const count = async () => {
    const [totalRow] = await withViewerJoins(
      executor.select({ total: count_() }).from(documents).$dynamic(),
      viewer,
    ).where(where);
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
  const rows = await pageIds(executor, viewer, filter, where, page);
  const total = await listTotal(executor, viewer, filter, where, now, undefined);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * GET document: one page of one list for the asking user. The page's summaries and the
 * documents' revision come in one statement; the total is counted only when `totals` has none
 * for this revision.
 */
export async function listDocuments(
  executor: Executor,
  viewer: Viewer,
  query: DocumentListQuery,
  now: Date,
  totals?: ListTotals,
): Promise<DocumentListResponse> {
  assertAllowed(refuseList(viewer, query.status));
  const where = documentFilterCondition(viewer, query, now);
  const page = pageIds(executor, viewer, query, where, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const { data, revision } = await loadSummaryPage(
    executor,
    viewer,
    page,
    documentOrder(query),
    now,
  );
  const total = await listTotal(
    executor,
    viewer,
    query,
    where,
    now,
    totals ? { cache: totals, revision } : undefined,
  );
  return { data: { data }, meta: { pagination: paginationFor(total, query, data.length) } };
}
