import { describe, expect, it } from '@jest/globals';
import { notification } from '../testing/factories';
import { pushPopup } from './popup-stack';

describe('pushPopup', () => {
  it('puts the newest on top and keeps at most three', () => {
    let stack = pushPopup([], notification({ id: 1 }));
    for (const id of [2, 3, 4]) stack = pushPopup(stack, notification({ id }));
    expect(stack.map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it('shows a notification delivered twice only once, on top', () => {
    const stack = pushPopup(
      [notification({ id: 2 }), notification({ id: 1 })],
      notification({ id: 1 }),
    );
    expect(stack.map((item) => item.id)).toEqual([1, 2]);
  });
});
