import type { Clock } from '../clock';

export interface TestClock {
  clock: Clock;
  now(): Date;
  /** Moves time forward; nothing waits. */
  advance(seconds: number): void;
}

/** Where a test clock starts unless told otherwise. */
export const DEFAULT_TEST_CLOCK_START = new Date('2026-03-02T01:00:00.000Z');

export function createTestClock(start = DEFAULT_TEST_CLOCK_START): TestClock {
  let current = start.getTime();
  return {
    clock: () => new Date(current),
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}
