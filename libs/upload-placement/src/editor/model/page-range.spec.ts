import { describe, expect, it } from '@jest/globals';
import { parsePageRange } from './page-range';

describe('parsePageRange', () => {
  it('reads single pages, ranges and open ranges, in order without repeats', () => {
    expect(parsePageRange('5, 1-3, 2, 9-', 10)).toEqual({ pages: [1, 2, 3, 5, 9, 10] });
    expect(parsePageRange('-2', 10)).toEqual({ pages: [1, 2] });
  });

  it('says why a list is refused', () => {
    expect(parsePageRange(' ', 10)).toEqual({ error: 'Enter the pages, e.g. 1-3, 5' });
    expect(parsePageRange('2-x', 10)).toEqual({ error: '"2-x" is not a page or a range of pages' });
    expect(parsePageRange('4-12', 10)).toEqual({
      error: 'Pages run from 1 to 10; "4-12" is outside them',
    });
    expect(parsePageRange('0', 10)).toHaveProperty('error');
  });
});
