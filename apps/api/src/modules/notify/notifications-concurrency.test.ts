import {
  endpointUrl,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@esign/contract';
import { expect, it } from '@jest/globals';
import { and, asc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { giveNotifications, unreadState } from '../../testing/notification-fixtures';
import { userIdOf } from '../../testing/user-fixtures';
import { describeOnPostgres, usePostgresTestApp } from '../../testing/postgres-only';
import { userRequests } from '../../testing/user-requests';

const postgres = usePostgresTestApp();
const as = userRequests(postgres.app);

describeOnPostgres('the unread count under parallel marks', () => {
  it('equals the unread rows after parallel marks of the same and different notifications, mark-alls and new notifications', async () => {
    const t = postgres.app();
    const signerId = await userIdOf(t, 'signer');
    await giveNotifications(t, signerId, 12);
    const rows = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, signerId)))
      .orderBy(asc(notifications.id));
    const ids = rows.map((row) => row.id);
    const signer = as('signer');
    // Sign in once before the burst, so every request below runs with the same token.
    await signer.get(endpointUrl(listNotifications));

    const marks = [
      // Each of the first six twice, at once.
      ...ids.slice(0, 6).flatMap((id) => [id, id]),
      ...ids.slice(6, 9),
    ].map((id) => signer.put(endpointUrl(markNotificationRead, { id }), undefined));
    const responses = await Promise.all([
      ...marks,
      giveNotifications(t, signerId, 3),
      signer.put(endpointUrl(markNotificationRead, { id: ids[11] ?? 0 }), undefined),
    ]);
    for (const response of responses.filter(Boolean))
      expect((response as { statusCode: number }).statusCode).toBe(200);
    const state = await unreadState(t, signerId);
    expect(state.counter).toBe(state.unreadRows);
    // 12 + 3 written, 10 different ones marked.
    expect(state.unreadRows).toBe(5);

    const all = await Promise.all([
      signer.put(endpointUrl(markAllNotificationsRead), undefined),
      signer.put(endpointUrl(markAllNotificationsRead), undefined),
      giveNotifications(t, signerId, 2),
      signer.put(endpointUrl(markNotificationRead, { id: ids[10] ?? 0 }), undefined),
    ]);
    expect(all.filter(Boolean).length).toBe(3);
    const after = await unreadState(t, signerId);
    expect(after.counter).toBe(after.unreadRows);
  });
});
