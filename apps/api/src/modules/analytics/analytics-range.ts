import type { AnalyticsFilter, AnalyticsInterval } from '@esign/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BUSINESS_UTC_OFFSET_MINUTES, withinBusinessDays } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { invalidInput } from '../../http/api-error';

/** `column` within the filter's business days (both included). */
export function inRange(column: PgColumn, range: Pick<AnalyticsFilter, 'start_date' | 'end_date'>) {
  return and(...withinBusinessDays(column, range)) as SQL;
}

/**
 * The first business day of the bucket an instant falls in, as `YYYY-MM-DD`. PostgreSQL's
 * date_trunc starts weeks on Monday (ISO), as `bucketPeriods` does. The interval is one of three
 * fixed words and the offset a constant, so both go into the text raw: the expression must read
 * the same in SELECT and GROUP BY, which bound parameters would not.
 */
export function bucketExpression(column: PgColumn, interval: AnalyticsInterval): SQL<string> {
  const word = sql.raw(`'${({ day: 'day', week: 'week', month: 'month' } as const)[interval]}'`);
  const offset = sql.raw(`interval '${BUSINESS_UTC_OFFSET_MINUTES} minutes'`);
  return sql<string>`to_char(date_trunc(${word}, (${column} at time zone 'UTC') + ${offset}), 'YYYY-MM-DD')`;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** Every bucket of the range, oldest first: the first day of each day, ISO week or month it touches. */
export function bucketPeriods(start: string, end: string, interval: AnalyticsInterval): string[] {
  const cursor = utcDay(start);
  if (interval === 'week') cursor.setUTCDate(cursor.getUTCDate() - ((cursor.getUTCDay() + 6) % 7));
  if (interval === 'month') cursor.setUTCDate(1);
  const periods: string[] = [];
  for (const last = utcDay(end); cursor <= last;) {
    periods.push(dayText(cursor));
    if (interval === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    else cursor.setUTCDate(cursor.getUTCDate() + (interval === 'week' ? 7 : 1));
  }
  return periods;
}

/** 400 naming the field when an office filter names no office (a chart of nothing would hide the typo). */
export async function assertOfficesExist(
  executor: Executor,
  filter: Pick<AnalyticsFilter, 'office_area_id' | 'office_branch_id' | 'office_department_id'>,
): Promise<void> {
  const levels = [
    {
      param: 'office_area_id',
      id: filter.office_area_id,
      table: officeAreas,
      label: 'Office area',
    },
    {
      param: 'office_branch_id',
      id: filter.office_branch_id,
      table: officeBranches,
      label: 'Office branch',
    },
    {
      param: 'office_department_id',
      id: filter.office_department_id,
      table: officeDepartments,
      label: 'Office department',
    },
  ] as const;
  const missing: { param: string; messages: string[] }[] = [];
  for (const level of levels) {
    if (level.id === undefined) continue;
    const [row] = await executor
      .select({ id: level.table.id })
      .from(level.table)
      .where(eq(level.table.id, level.id));
    if (!row) missing.push({ param: level.param, messages: [`${level.label} not found`] });
  }
  if (missing.length > 0) throw invalidInput(missing);
}
