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
import { loadDocumentSummaries } from './load-document-summaries';
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

/** Ids of one page of a filtered list, and the list's total; 403 without the list's code. */
export async function findDocumentIds(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentFilter,
  now: Date,
  page: { limit: number; offset: number; totals?: ListTotals },
): Promise<{ ids: number[]; total: number }> {
  assertAllowed(refuseList(viewer, filter.status));
  const where = documentFilterCondition(viewer, filter, now);
  const rows = await withViewerJoins(
    executor.select({ id: documents.id }).from(documents).$dynamic(),
    viewer,
  )
    .where(where)
    .orderBy(...documentOrder(filter))
    .limit(page.limit)
    .offset(page.offset);
  const count = async () => {
    const [totalRow] = await withViewerJoins(
      executor.select({ total: count_() }).from(documents).$dynamic(),
      viewer,
    ).where(where);
    return totalRow?.total ?? 0;
  };
  const total = page.totals
    ? await page.totals.total(
        totalsKey(viewer, filter),
        await page.totals.revision(executor),
        now.getTime(),
        count,
      )
    : await count();
  return { ids: rows.map((row) => row.id), total };
}

/** GET document: one page of one list for the asking user. */
export async function listDocuments(
  executor: Executor,
  viewer: Viewer,
  query: DocumentListQuery,
  now: Date,
  totals?: ListTotals,
): Promise<DocumentListResponse> {
  const { ids, total } = await findDocumentIds(executor, viewer, query, now, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    ...(totals ? { totals } : {}),
  });
  const data = await loadDocumentSummaries(executor, viewer, ids, now);
  return { data: { data }, meta: { pagination: paginationFor(total, query, data.length) } };
}
