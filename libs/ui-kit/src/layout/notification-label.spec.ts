import { notificationLabel } from './notification-label';

describe('notificationLabel', () => {
  it("is plain 'Notifications' when nothing is unread", () => {
    expect(notificationLabel(0)).toBe('Notifications');
  });

  it('names the unread count, singular for one', () => {
    expect(notificationLabel(1)).toBe('1 unread notification');
    expect(notificationLabel(3)).toBe('3 unread notifications');
  });

  it('says 99+ above 99', () => {
    expect(notificationLabel(250)).toBe('99+ unread notifications');
  });
});
