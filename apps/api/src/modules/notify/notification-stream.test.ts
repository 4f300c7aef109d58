import {
  createNotificationStreamToken,
  endpointUrl,
  logout,
  NotificationSchema,
  NotificationStreamReadySchema,
  NotificationStreamTokenSchema,
  notificationStream,
  revokeDocument,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { httpLogs } from '../../db/schema/logs';
import { createFixtureDocument } from '../../testing/document-fixtures';
import { getEventStream, readEventStream } from '../../testing/event-stream-reader';
import { giveNotifications, newestNotificationIdOf } from '../../testing/notification-fixtures';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { userIdOf } from '../../testing/user-fixtures';

// EventSource-like clients against a listening server: app.inject cannot hold a response open.

let t: TestApp;
let base: string;
let signerId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { NOTIFICATION_HEARTBEAT_SECONDS: '1' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  signerId = await userIdOf(t, 'signer');
});

afterAll(async () => {
  await t?.close();
});

async function streamTokenOf(accessToken: string, app: TestApp = t): Promise<string> {
  const response = await app.app.inject({
    method: 'POST',
    url: endpointUrl(createNotificationStreamToken),
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return NotificationStreamTokenSchema.parse((response.json() as { data: unknown }).data)
    .stream_token;
}

function streamUrl(streamToken: string, extra = '', at = base): string {
  return `${at}${endpointUrl(notificationStream)}?stream_token=${encodeURIComponent(streamToken)}${extra}`;
}

async function openStream(
  accessToken: string,
  options: { lastEventId?: number; at?: string; app?: TestApp } = {},
) {
  const response = await getEventStream(
    streamUrl(await streamTokenOf(accessToken, options.app), '', options.at),
    options.lastEventId === undefined ? {} : { 'last-event-id': String(options.lastEventId) },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  return readEventStream(response);
}

describe('GET notification/stream', () => {
  it('refuses a missing, forged or expired token, and an access token in its place', async () => {
    const { token } = await signIn(t, 'signer');
    expect((await getEventStream(`${base}${endpointUrl(notificationStream)}`)).status).toBe(400);
    expect((await getEventStream(streamUrl('not-a-token'))).status).toBe(401);
    expect((await getEventStream(streamUrl(token))).status).toBe(401);
    const streamToken = await streamTokenOf(token);
    t.clock.advance(61);
    expect((await getEventStream(streamUrl(streamToken))).status).toBe(401);
  });

  it('sends the unread count, then a new notification within 2 seconds of its commit, with the notification id as event id', async () => {
    const { token } = await signIn(t, 'signer');
    const stream = await openStream(token);
    const ready = await stream.next('ready');
    expect(NotificationStreamReadySchema.parse(JSON.parse(ready.data)).unread_count).toEqual(
      expect.any(Number),
    );
    const doc = await createFixtureDocument(t.context, {
      uploader: 'signer',
      signers: ['superadmin'],
    });
    const { token: admin } = await signIn(t, 'superadmin');
    const committed = Date.now();
    const voided = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(revokeDocument, { id: doc.reference }),
      headers: bearer(admin),
      payload: { reason: 'Sent by mistake' },
    });
    expect(voided.statusCode).toBe(200);
    const event = await stream.next('notification', (e) => e.data.includes(doc.reference), 2_000);
    expect(Date.now() - committed).toBeLessThan(2_000);
    const notification = NotificationSchema.parse(JSON.parse(event.data));
    expect(notification).toMatchObject({
      title: 'Document voided',
      is_read: false,
      link: `/admin/documents/rejected/${doc.reference}`,
    });
    expect(event.id).toBe(String(notification.id));
    await stream.cancel();
  });

  it('sends nothing of other users', async () => {
    const { token } = await signIn(t, 'signer');
    const stream = await openStream(token);
    await stream.next('ready');
    await giveNotifications(t, await userIdOf(t, 'finance'), 1);
    await giveNotifications(t, signerId, 1);
    const mine = await stream.next('notification');
    expect(JSON.parse(mine.data)).toMatchObject({ id: await newestNotificationIdOf(t, signerId) });
    expect(stream.events.filter((event) => event.event === 'notification')).toHaveLength(1);
    await stream.cancel();
  });

  it('resumes after Last-Event-ID with what was written meanwhile, oldest first', async () => {
    const { token } = await signIn(t, 'signer');
    const lastSeen = await newestNotificationIdOf(t, signerId);
    await giveNotifications(t, signerId, 3);
    const stream = await openStream(token, { lastEventId: lastSeen });
    await stream.next('ready');
    const resumed = await stream.next('notification', (event) => event.id === String(lastSeen + 3));
    expect(resumed).toBeDefined();
    const ids = stream.events
      .filter((event) => event.event === 'notification')
      .map((event) => Number(event.id));
    expect(ids).toEqual([lastSeen + 1, lastSeen + 2, lastSeen + 3]);
    await stream.cancel();

    // A new EventSource cannot send the header: the query parameter does the same.
    const response = await getEventStream(
      streamUrl(await streamTokenOf(token), `&last_event_id=${lastSeen + 2}`),
    );
    const again = readEventStream(response);
    const only = await again.next('notification');
    expect(only.id).toBe(String(lastSeen + 3));
    await again.cancel();
  });

  it('refuses a Last-Event-ID that is not a notification id with 400', async () => {
    const { token } = await signIn(t, 'signer');
    const response = await getEventStream(streamUrl(await streamTokenOf(token)), {
      'last-event-id': "1' or '1'='1",
    });
    expect(response.status).toBe(400);
  });

  it('sends heartbeats while idle', async () => {
    const { token } = await signIn(t, 'signer');
    const stream = await openStream(token);
    await stream.waitForComments(2, 4_000);
    await stream.cancel();
  });

  it('closes the stream when its session logs out, and its token opens no other', async () => {
    const { token } = await signIn(t, 'signer');
    const streamToken = await streamTokenOf(token);
    const other = await signIn(t, 'signer');
    const stream = readEventStream(await getEventStream(streamUrl(streamToken)));
    const otherStream = await openStream(other.token);
    await stream.next('ready');
    await otherStream.next('ready');
    const response = await t.app.inject({
      method: 'POST',
      url: endpointUrl(logout),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    await stream.waitForEnd(2_000);
    // The same user's other session keeps its stream.
    expect(otherStream.ended).toBe(false);
    expect((await getEventStream(streamUrl(streamToken))).status).toBe(401);
    await otherStream.cancel();
  });

  it('keeps the stream token out of the HTTP log', async () => {
    const { token } = await signIn(t, 'signer');
    const streamToken = await streamTokenOf(token);
    const stream = readEventStream(await getEventStream(streamUrl(streamToken)));
    await stream.next('ready');
    await stream.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.flushHttpLogs();
    const rows = await t.database.db
      .select({ url: httpLogs.url })
      .from(httpLogs)
      .where(eq(httpLogs.userId, signerId))
      .orderBy(desc(httpLogs.id))
      .limit(20);
    const streamRows = rows.filter((row) => row.url.includes('notification/stream?'));
    expect(streamRows.length).toBeGreaterThan(0);
    for (const row of streamRows) {
      expect(row.url).not.toContain(streamToken);
      expect(row.url).toContain('stream_token=%5BREDACTED%5D');
    }
  });

  it('delivers a notification written through one server instance to a stream on another', async () => {
    const second = await createTestApp({ database: t.database, clock: t.clock, seed: 'none' });
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await signIn(second, 'signer');
      const stream = await openStream(token, { at: secondBase, app: second });
      await stream.next('ready');
      // Written by the first instance's code path, on its own connection.
      await giveNotifications(t, signerId, 1);
      const event = await stream.next('notification', () => true, 2_000);
      expect(Number(event.id)).toBe(await newestNotificationIdOf(t, signerId));
      await stream.cancel();
    } finally {
      await second.close();
    }
  });
});
