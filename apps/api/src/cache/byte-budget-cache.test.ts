import { describe, expect, it } from '@jest/globals';
import { ByteBudgetCache } from './byte-budget-cache';

describe('ByteBudgetCache', () => {
  it('lets the least recently used go once the sizes pass the budget, a read counting as a use', () => {
    const cache = new ByteBudgetCache<string, string>(25);
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 10);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toEqual({ entries: 2, bytes: 20 });
  });

  it('counts a key set again once, and forgets a deleted one with its bytes', () => {
    const cache = new ByteBudgetCache<number, string>(100);
    cache.set(1, 'old', 30);
    cache.set(1, 'new', 40);
    expect(cache.get(1)).toBe('new');
    expect(cache.size).toEqual({ entries: 1, bytes: 40 });
    cache.delete(1);
    cache.delete(2);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps nothing with a budget of 0 but what costs nothing', () => {
    const cache = new ByteBudgetCache<string, string | null>(0);
    cache.set('big', 'x', 1);
    cache.set('none', null, 0);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('none')).toBeNull();
  });
});
