const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Spec §3/§9: 'DD/MM/YYYY HH:mm' in the browser's local time zone.
 * Accepts a Date, epoch milliseconds or a date string; anything unparseable gives '-'.
 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
