import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** The instants a range of business days (`YYYY-MM-DD`) starts and ends (exclusive); absent ends stay absent. */
export function businessDayBounds(range: {
  start_date?: string | undefined;
  end_date?: string | undefined;
}): { start?: Date; end?: Date } {
  return {
    ...(range.start_date ? { start: businessDayStart(range.start_date) } : {}),
    ...(range.end_date ? { end: businessDayEnd(range.end_date) } : {}),
  };
}

/** `column` at or after `start` and before `end` (instants, or expressions such as a prepared statement's placeholders). */
export function withinInstants(
  column: PgColumn,
  bounds: { start?: Date | SQLWrapper | undefined; end?: Date | SQLWrapper | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (bounds.start !== undefined) conditions.push(sql`${column} >= ${bounds.start}`);
  if (bounds.end !== undefined) conditions.push(sql`${column} < ${bounds.end}`);
  return conditions;
}

/** `column` on or after the start day and on or before the end day (`YYYY-MM-DD`, business days). */
export function withinBusinessDays(
  column: PgColumn,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): SQL[] {
  return withinInstants(column, businessDayBounds(range));
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
