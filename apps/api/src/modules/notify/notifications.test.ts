import {
  endpointUrl,
  ErrorBodySchema,
  getMe,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NotificationListResponseSchema,
  NotificationMarkResponseSchema,
} from '@esign/contract';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import {
  giveNotification,
  giveNotifications,
  unreadState,
  newestNotificationIdOf,
} from '../../testing/notification-fixtures';
import { userIdOf } from '../../testing/user-fixtures';
import { useTestApp } from '../../testing/use-test-app';

const { t, as } = useTestApp();
let signerId: number;
let financeId: number;

beforeAll(async () => {
  signerId = await userIdOf(t(), 'signer');
  financeId = await userIdOf(t(), 'finance');
});

const listUrl = (query = '') => `${endpointUrl(listNotifications)}${query}`;
const markUrl = (id: number | string) => endpointUrl(markNotificationRead, { id });

async function listOf(username: string, query = '') {
  const response = await as(username).get(listUrl(query));
  expect(response.statusCode).toBe(200);
  return NotificationListResponseSchema.parse(response.json());
}

describe('GET notification', () => {
  it('lists only the user’s own notifications, newest first, under data.data.data with meta.pagination', async () => {
    await giveNotifications(t(), signerId, 3);
    await giveNotifications(t(), financeId, 1);
    const body = await listOf('signer', '?per_page=2');
    expect(body.data.data.data.map((item) => item.title)).toEqual([
      'Test notification 3',
      'Test notification 2',
    ]);
    expect(body.data.data.data[0]).toMatchObject({ is_read: false, read_at: null, link: null });
    expect(body.meta.pagination).toMatchObject({ total: 3, count: 2, per_page: 2, total_pages: 2 });
    expect(body.data.data.unread_count).toBe(3);
  });

  it('lists by the time each was written, not by the order the rows were stored in', async () => {
    const viewerId = await userIdOf(t(), 'viewer');
    const hoursAgo = (hours: number) => new Date(t().clock.now().getTime() - hours * 3_600_000);
    // Stored oldest-last, as a seed or an import of past events may store them.
    for (const [title, hours] of [
      ['Yesterday', 24],
      ['A week ago', 168],
      ['An hour ago', 1],
    ] as const)
      await giveNotification(t(), viewerId, { title, body: title, at: hoursAgo(hours) });
    const body = await listOf('viewer');
    expect(body.data.data.data.map((item) => item.title)).toEqual([
      'An hour ago',
      'Yesterday',
      'A week ago',
    ]);
  });

  it('filters by read state and refuses an unknown one with 400', async () => {
    expect((await listOf('signer', '?read=read')).meta.pagination.total).toBe(0);
    expect((await listOf('signer', '?read=unread')).meta.pagination.total).toBe(3);
    const response = await as('signer').get(listUrl('?read=maybe'));
    expect(response.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t().app.inject({ method: 'GET', url: listUrl() });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT notification/{id}', () => {
  it('marks one read and lowers the unread count by one; marking it again changes nothing', async () => {
    const id = await newestNotificationIdOf(t(), signerId);
    const first = await as('signer').put(markUrl(id), undefined);
    expect(first.statusCode).toBe(200);
    expect(NotificationMarkResponseSchema.parse(first.json()).data.unread_count).toBe(2);
    const again = await as('signer').put(markUrl(id), undefined);
    expect(again.statusCode).toBe(200);
    expect(NotificationMarkResponseSchema.parse(again.json()).data.unread_count).toBe(2);
    const me = await as('signer').get(endpointUrl(getMe));
    expect((me.json() as { data: { user: { unread_notification: number } } }).data.user).toEqual(
      expect.objectContaining({ unread_notification: 2 }),
    );
    const [item] = (await listOf('signer')).data.data.data;
    expect(item).toMatchObject({ id, is_read: true, read_at: t().clock.now().toISOString() });
  });

  it('answers 404 for another user’s notification and marks nothing', async () => {
    const financeNotification = await newestNotificationIdOf(t(), financeId);
    const before = await unreadState(t(), financeId);
    const response = await as('signer').put(markUrl(financeNotification), undefined);
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('not_found');
    const [row] = await t()
      .database.db.select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, financeNotification)));
    expect(row?.readAt).toBeNull();
    expect(await unreadState(t(), financeId)).toEqual(before);
    expect(await unreadState(t(), signerId)).toEqual({ counter: 2, unreadRows: 2 });
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    expect((await as('signer').put(markUrl(2_000_000_000), undefined)).statusCode).toBe(404);
    const bad = await as('signer').put(markUrl('abc'), undefined);
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).messages).toEqual([
      expect.objectContaining({ param: 'id' }),
    ]);
  });
});

describe('PUT notification', () => {
  it('marks every unread notification of the user read, and no one else’s', async () => {
    const financeBefore = await unreadState(t(), financeId);
    const response = await as('signer').put(endpointUrl(markAllNotificationsRead), undefined);
    expect(response.statusCode).toBe(200);
    expect(NotificationMarkResponseSchema.parse(response.json()).data.unread_count).toBe(0);
    expect(await unreadState(t(), signerId)).toEqual({ counter: 0, unreadRows: 0 });
    expect(await unreadState(t(), financeId)).toEqual(financeBefore);
    const again = await as('signer').put(endpointUrl(markAllNotificationsRead), undefined);
    expect(NotificationMarkResponseSchema.parse(again.json()).data.unread_count).toBe(0);
  });
});
