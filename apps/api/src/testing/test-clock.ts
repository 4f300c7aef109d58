import type { Clock } from '../clock';

export interface TestClock {
  clock: Clock;
  now(): Date;
  /** Moves time forward; nothing waits. */
  advance(seconds: number): void;
}

export function createTestClock(start = new Date('2026-03-02T01:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    clock: () => new Date(current),
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
  };
}
