import { describe, expect, it } from '@jest/globals';
import type { Recipient } from '@esign/contract';
import {
  addRecipient,
  isLockedRecipient,
  moveRecipient,
  recipientsForSigningType,
  removeRecipient,
} from './recipient-order';

const person = (user_id: number, is_uploader = false): Recipient => ({
  user_id,
  name: `User ${user_id}`,
  privy_id: `U${user_id}`,
  order: 1,
  is_uploader,
});
const ids = (list: Recipient[]) => list.map((recipient) => recipient.user_id);
const uploader = { id: 1, name: 'User 1', privy_id: 'U1' };

describe('recipient order', () => {
  it('moves a recipient and renumbers the signing order', () => {
    const moved = moveRecipient([person(2), person(3), person(4)], 2, 0, 'only_others');
    expect(ids(moved)).toEqual([4, 2, 3]);
    expect(moved.map((recipient) => recipient.order)).toEqual([1, 2, 3]);
  });

  it('keeps the uploader first and locked when the uploader signs with others', () => {
    const list = [person(1, true), person(2), person(3)];
    expect(isLockedRecipient(list, 0, 'me_and_others')).toBe(true);
    expect(ids(moveRecipient(list, 2, 0, 'me_and_others'))).toEqual([1, 2, 3]);
    expect(ids(moveRecipient(list, 0, 1, 'me_and_others'))).toEqual([1, 2, 3]);
    expect(ids(moveRecipient(list, 2, 1, 'me_and_others'))).toEqual([1, 3, 2]);
    expect(ids(removeRecipient(list, 1, 'me_and_others'))).toEqual([1, 2, 3]);
    expect(ids(removeRecipient(list, 2, 'me_and_others'))).toEqual([1, 3]);
  });

  it('adds a user once, at the end', () => {
    const option = { id: 5, name: 'User 5', privy_id: 'U5', email: 'u5@example.com' };
    const once = addRecipient([person(2)], option);
    expect(ids(once)).toEqual([2, 5]);
    expect(ids(addRecipient(once, option))).toEqual([2, 5]);
  });

  it('derives the recipients of each signing type from the current list', () => {
    const list = [person(2), person(3)];
    expect(ids(recipientsForSigningType(list, 'only_me', uploader))).toEqual([1]);
    expect(ids(recipientsForSigningType(list, 'me_and_others', uploader))).toEqual([1, 2, 3]);
    const withMe = recipientsForSigningType(list, 'me_and_others', uploader);
    expect(withMe[0]?.is_uploader).toBe(true);
    expect(ids(recipientsForSigningType(withMe, 'only_others', uploader))).toEqual([2, 3]);
  });
});
