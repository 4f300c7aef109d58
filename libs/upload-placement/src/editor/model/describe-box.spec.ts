import { describe, expect, it } from '@jest/globals';
import type { EditorBox } from './editor-box';
import { boxLabel, describeChange } from './describe-box';

const recipients = [{ user_id: 7, name: 'Rina' }];
const box = (overrides: Partial<EditorBox> = {}): EditorBox => ({
  key: 'b1',
  kind: 'sign',
  signerId: 7,
  meteraiId: null,
  page: 2,
  x: 100.4,
  y: 200,
  width: 150,
  height: 75,
  ...overrides,
});
const label = (item: EditorBox) => boxLabel(item, recipients);

describe('announcing edits', () => {
  it('names a placed signature with its owner, page and position', () => {
    expect(describeChange([], [box()], label)).toBe(
      'Signature of Rina placed on page 2 at 100, 200',
    );
  });

  it('says where a box moved, and when it was resized', () => {
    expect(describeChange([box()], [box({ y: 210 })], label)).toBe(
      'Signature of Rina moved to page 2 at 100, 210',
    );
    expect(describeChange([box()], [box({ width: 160 })], label)).toBe(
      'Signature of Rina resized to 160 by 75 on page 2 at 100, 200',
    );
  });

  it('counts a group and names removed stamps and seals', () => {
    expect(describeChange([], [box(), box({ key: 'b2' })], label)).toBe('2 boxes placed');
    expect(describeChange([box({ kind: 'e_meterai', signerId: null })], [], label)).toBe(
      'E-meterai removed from page 2',
    );
    expect(describeChange([box()], [box()], label)).toBeNull();
  });
});
