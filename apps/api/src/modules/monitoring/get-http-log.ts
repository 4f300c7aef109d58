import type { HttpLogDetail } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { httpLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import { httpLogColumns, toHttpLog } from './list-http-logs';

/** GET log/http/{transaction_id}: one request as stored (its secrets were redacted before). */
export async function getHttpLog(
  executor: Executor,
  transactionId: string,
): Promise<HttpLogDetail> {
  const [row] = await executor
    .select({
      ...httpLogColumns,
      requestHeader: httpLogs.requestHeader,
      requestBody: httpLogs.requestBody,
      responseBody: httpLogs.responseBody,
    })
    .from(httpLogs)
    .leftJoin(users, eq(users.id, httpLogs.userId))
    .where(eq(httpLogs.transactionId, transactionId));
  if (!row) throw notFound('No request has this transaction id');
  return {
    ...toHttpLog(row),
    request_header: row.requestHeader,
    request_body: row.requestBody ?? null,
    response_body: row.responseBody ?? null,
  };
}
