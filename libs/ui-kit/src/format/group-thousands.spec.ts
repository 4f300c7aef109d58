import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('inserts a dot every three digits from the right', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1234')).toBe('1.234');
    expect(groupThousands('1234567890')).toBe('1.234.567.890');
  });
});
