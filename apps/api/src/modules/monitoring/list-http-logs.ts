import { paginationFor, type HttpLog, type HttpLogQuery, type Pagination } from '@esign/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { httpLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';

export const httpLogColumns = {
  transactionId: httpLogs.transactionId,
  createdAt: httpLogs.createdAt,
  referenceId: httpLogs.referenceId,
  method: httpLogs.method,
  url: httpLogs.url,
  httpStatus: httpLogs.httpStatus,
  durationMs: httpLogs.durationMs,
  userId: httpLogs.userId,
  privyId: users.privyId,
  name: users.name,
  ip: httpLogs.ip,
};

/** A row of httpLogColumns (the user is left-joined, so privy_id and name may be null). */
interface HttpLogRow {
  transactionId: string;
  createdAt: Date;
  referenceId: string | null;
  method: string;
  url: string;
  httpStatus: number;
  durationMs: number;
  userId: number | null;
  privyId: string | null;
  name: string | null;
  ip: string | null;
}

export function toHttpLog(row: HttpLogRow): HttpLog {
  return {
    transaction_id: row.transactionId,
    created_at: row.createdAt.toISOString(),
    reference_id: row.referenceId,
    method: row.method,
    url: row.url,
    http_status: row.httpStatus,
    duration_ms: row.durationMs,
    user_id: row.userId,
    privy_id: row.privyId === null ? null : row.privyId.toUpperCase(),
    name: row.name,
    ip: row.ip,
  };
}

/** GET log/http: a page of the HTTP log, newest first, by days, status, method and path. */
export async function listHttpLogs(
  executor: Executor,
  query: HttpLogQuery,
): Promise<{ data: { logs: HttpLog[] }; meta: { pagination: Pagination } }> {
  const where = and(
    ...withinBusinessDays(httpLogs.createdAt, query),
    query.http_status === undefined ? undefined : eq(httpLogs.httpStatus, query.http_status),
    query.method === undefined ? undefined : eq(httpLogs.method, query.method),
    query.search ? ilike(httpLogs.url, containsPattern(query.search)) : undefined,
  );
  const rows = await executor
    .select(httpLogColumns)
    .from(httpLogs)
    .leftJoin(users, eq(users.id, httpLogs.userId))
    .where(where)
    .orderBy(desc(httpLogs.createdAt), desc(httpLogs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(httpLogs).where(where);
  return {
    data: { logs: rows.map(toHttpLog) },
    meta: { pagination: paginationFor(total?.total ?? 0, query, rows.length) },
  };
}
