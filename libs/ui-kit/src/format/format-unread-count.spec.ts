import { formatUnreadCount } from './format-unread-count';

describe('formatUnreadCount', () => {
  it('returns an empty string (badge hidden) when nothing is unread', () => {
    expect(formatUnreadCount(0)).toBe('');
    expect(formatUnreadCount(-3)).toBe('');
    expect(formatUnreadCount(null)).toBe('');
    expect(formatUnreadCount(undefined)).toBe('');
    expect(formatUnreadCount(Number.NaN)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(99)).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(12345)).toBe('99+');
  });
});
