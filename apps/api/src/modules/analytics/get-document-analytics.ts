import {
  documentListStatuses,
  type AnalyticsFilter,
  type AnalyticsOfficeLevel,
  type DocumentAnalytics,
  type DocumentAnalyticsQuery,
  type DocumentStatusCounts,
} from '@esign/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { listStatusCondition } from '../documents/document-status';
import { mySignerJoin, visibleCondition } from '../documents/document-visibility';
import { documentOfficeConditions } from '../documents/list-documents';
import type { Viewer } from '../documents/viewer';
import { assertOfficesExist, bucketExpression, bucketPeriods, inRange } from './analytics-range';

/** `count(*) FILTER (WHERE <list>)` per list of spec §2, and the row count. */
function statusCountColumns(now: Date) {
  const perList = Object.fromEntries(
    documentListStatuses.map((status) => [
      status,
      sql<number>`count(*) filter (where ${listStatusCondition(status, now)})`.mapWith(Number),
    ]),
  ) as Record<(typeof documentListStatuses)[number], SQL.Aliased<number> | SQL<number>>;
  return { ...perList, total: count() };
}

/**
 * The documents the viewer sees (as in GET document) in the offices. Needs the viewer's signer
 * row left-joined (mySignerJoin), which the list rules read too.
 */
export function visibleDocumentsOf(viewer: Viewer, filter: AnalyticsFilter): SQL {
  return and(visibleCondition(viewer), ...documentOfficeConditions(filter)) as SQL;
}

const officeLevels = {
  area: { table: officeAreas, column: documents.officeAreaId },
  branch: { table: officeBranches, column: documents.officeBranchId },
  department: { table: officeDepartments, column: documents.officeDepartmentId },
};

/** One level below the narrowest office filter; departments are the last level. */
function officeLevelOf(filter: DocumentAnalyticsQuery): AnalyticsOfficeLevel {
  if (filter.office_branch_id || filter.office_department_id) return 'department';
  return filter.office_area_id ? 'branch' : 'area';
}

const emptyCounts = (): DocumentStatusCounts => ({
  need_to_sign: 0,
  pending: 0,
  completed: 0,
  rejected: 0,
  blocked: 0,
  total: 0,
});

/**
 * GET analyze/analyze/filtered: the viewer's documents created in the range, counted by list per
 * bucket and per office, all in SQL (GROUP BY with a FILTER per list). The totals are one more
 * aggregate rather than a sum of the buckets, so they equal the list totals by construction.
 */
export async function getDocumentAnalytics(
  executor: Executor,
  viewer: Viewer,
  filter: DocumentAnalyticsQuery,
  now: Date,
): Promise<DocumentAnalytics> {
  await assertOfficesExist(executor, filter);
  const where = and(visibleDocumentsOf(viewer, filter), inRange(documents.createdAt, filter));
  const counts = statusCountColumns(now);
  const period = bucketExpression(documents.createdAt, filter.interval);

  const bucketRows = await executor
    .select({ period, ...counts })
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .where(where)
    .groupBy(period);
  const byPeriod = new Map(bucketRows.map(({ period: key, ...row }) => [key, row]));

  const [totals] = await executor
    .select(counts)
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .where(where);

  const level = officeLevelOf(filter);
  const { table, column } = officeLevels[level];
  const officeRows = await executor
    .select({ id: table.id, code: table.code, name: table.name, ...counts })
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .leftJoin(table, eq(table.id, column))
    .where(where)
    .groupBy(table.id, table.code, table.name)
    .orderBy(desc(count()), asc(table.code));

  return {
    start_date: filter.start_date,
    end_date: filter.end_date,
    interval: filter.interval,
    buckets: bucketPeriods(filter.start_date, filter.end_date, filter.interval).map((key) => ({
      period: key,
      ...(byPeriod.get(key) ?? emptyCounts()),
    })),
    totals: totals ?? emptyCounts(),
    office_level: level,
    offices: officeRows.map(({ id, code, name, ...row }) => ({
      office: id === null || code === null || name === null ? null : { id, code, name },
      ...row,
    })),
  };
}
