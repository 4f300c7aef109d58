/** Whole seconds from `now` until the ISO instant `until`, never negative (rounded up, so 0 means "now"). */
export function secondsUntil(until: string | null | undefined, now: number): number {
  if (!until) return 0;
  const target = Date.parse(until);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** 75 → "1:15". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
