/**
 * The clock the resend countdown reads. Tests fake it with Jest's modern fake timers (which also
 * move `Date.now`), or by replacing `now`.
 */
export const signingClock = {
  now: (): number => Date.now(),
};
