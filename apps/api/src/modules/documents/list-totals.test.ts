import { describe, expect, it } from '@jest/globals';
import { ListTotals } from './list-totals';

describe('ListTotals', () => {
  it('counts once per key while the revision holds, and again when it moves or the entry ages', async () => {
    const totals = new ListTotals(15_000, 100);
    let counted = 0;
    const count = async () => ++counted;
    expect(await totals.total('a', 7, 1_000, count)).toBe(1);
    expect(await totals.total('a', 7, 5_000, count)).toBe(1);
    expect(await totals.total('b', 7, 5_000, count)).toBe(2);
    expect(await totals.total('a', 8, 5_000, count)).toBe(3);
    expect(await totals.total('a', 8, 20_001, count)).toBe(4);
    // A clock that went back never serves an entry from its future.
    expect(await totals.total('a', 8, 10_000, count)).toBe(5);
  });

  it('stays within its size by dropping the oldest entries', async () => {
    const totals = new ListTotals(15_000, 8);
    let counted = 0;
    const count = async () => ++counted;
    for (let key = 0; key < 9; key++) await totals.total(String(key), 1, 0, count);
    expect(counted).toBe(9);
    await totals.total('0', 1, 0, count); // dropped: counted again
    expect(counted).toBe(10);
    await totals.total('8', 1, 0, count); // kept
    expect(counted).toBe(10);
  });

  it('shares the running count between requests that miss together at the same revision', async () => {
    const totals = new ListTotals(15_000, 100);
    let counted = 0;
    let finish: (total: number) => void = () => undefined;
    const slowCount = () => {
      counted++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = totals.total('a', 7, 1_000, slowCount);
    const second = totals.total('a', 7, 1_001, slowCount);
    // Another revision does not take a count made before it.
    const newer = totals.total('a', 8, 1_002, async () => 99);
    finish(42);
    expect(await Promise.all([first, second, newer])).toEqual([42, 42, 99]);
    expect(counted).toBe(1);
  });

  it('lets a request that waited on a failed count count for itself', async () => {
    const totals = new ListTotals(15_000, 100);
    let fail: (error: Error) => void = () => undefined;
    const failing = () =>
      new Promise<number>((_resolve, reject) => {
        fail = reject;
      });
    const first = totals.total('a', 7, 1_000, failing);
    const second = totals.total('a', 7, 1_000, async () => 5);
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await second).toBe(5);
    // Nothing was remembered from the failure, and the next miss counts again.
    expect(await totals.total('a', 7, 1_000, async () => 6)).toBe(5);
  });
});
