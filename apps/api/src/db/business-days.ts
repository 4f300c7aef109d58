import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Date filters name calendar days of the business (Indonesia, WIB, UTC+7); the spec does not say
 * which time zone, and the users work in WIB.
 */
export const BUSINESS_UTC_OFFSET = '+07:00';
export const BUSINESS_UTC_OFFSET_MINUTES = 7 * 60;

/** The instant a business day (`YYYY-MM-DD`) starts. */
export function businessDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${BUSINESS_UTC_OFFSET}`);
}

/** The instant the business day after `date` starts (the exclusive end of a range ending on `date`). */
export function businessDayEnd(date: string): Date {
  const end = businessDayStart(date);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** `column` on or after the start day and on or before the end day (`YYYY-MM-DD`, business days). */
export function withinBusinessDays(
  column: PgColumn,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (range.start_date) conditions.push(sql`${column} >= ${businessDayStart(range.start_date)}`);
  if (range.end_date) conditions.push(sql`${column} < ${businessDayEnd(range.end_date)}`);
  return conditions;
}

/** The business's local wall clock of an instant as "YYYY-MM-DDTHH:mm…" (ISO shape, WIB). */
function businessIso(date: Date): string {
  return new Date(date.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString();
}

/** "2026-03-02 08:00 WIB": an instant as the lists and exports show it. */
export function businessTimeText(date: Date): string {
  return `${businessIso(date).slice(0, 16).replace('T', ' ')} WIB`;
}

/** "2026-03-02": the business day of an instant (e.g. in an export's file name). */
export function businessDayText(date: Date): string {
  return businessIso(date).slice(0, 10);
}
