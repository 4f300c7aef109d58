import { notificationStreamEvents } from '@esign/contract';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { rowsOf, type DatabaseListen } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { refreshTokens } from '../../db/schema/sessions';
import { EventStream } from '../../http/event-stream';
import { NOTIFICATION_CHANNEL, SESSION_END_CHANNEL } from './database-events';
import { notificationColumns, toNotification, type NotificationRow } from './notification-columns';
import { unreadCount } from './unread-count';

export interface NotificationHubOptions {
  /** A comment line to every stream this often; also when sessions are checked again. */
  heartbeatMs: number;
  /** Bytes a stream may hold for a client that does not read before it is dropped. */
  maxBufferedBytes: number;
  /** A user's streams (tabs) at most; opening one more closes their oldest. */
  maxStreamsPerUser: number;
}

/** What a client that does not read may cost: 64 KiB, about a hundred notifications. */
export const STREAM_BUFFER_BYTES = 64 * 1024;

/** A stream resumed after a long absence gets at most this many (the newest); the list has the rest. */
export const MAX_RESUMED_NOTIFICATIONS = 100;

interface Subscriber {
  userId: number;
  sessionId: string;
  stream: EventStream;
  /** Notifications that arrived while the stream was being opened; null once it is live. */
  queue: NotificationRow[] | null;
  /** The highest notification id sent. */
  lastId: number;
}

type Report = (error: unknown, message: string) => void;

/**
 * The open notification streams of this server instance. Every instance LISTENs to PostgreSQL:
 * a notification's NOTIFY (sent in the transaction that wrote it, so only once it committed)
 * carries its id and user; the instance with streams of that user reads the row and sends it.
 * So several instances behind a load balancer each deliver to their own clients, and nothing
 * lives only in one process's memory. If the listening connection was lost, every stream reads
 * what it missed from the table once it is back; without a listener (a database without
 * LISTEN) the streams read the table at every heartbeat.
 *
 * A session's end (logout, revocation, deactivation) closes its streams at once through its own
 * NOTIFY; every heartbeat also checks that the sessions of the open streams are still live, so
 * an expired one closes too.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly pendingIds = new Set<number>();
  private fetchScheduled = false;
  private work: Promise<void> = Promise.resolve();
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly listen: DatabaseListen | null,
    private readonly options: NotificationHubOptions,
    private readonly report: Report = (error, message) => console.error(message, error),
  ) {}

  async start(): Promise<void> {
    if (this.listen)
      this.stopListening = await this.listen([NOTIFICATION_CHANNEL, SESSION_END_CHANNEL], {
        onNotification: (channel, payload) => this.onDatabaseEvent(channel, payload),
        onReconnect: () => this.serially(() => this.catchUp()),
      });
    this.timer = setInterval(() => this.serially(() => this.heartbeat()), this.options.heartbeatMs);
    this.timer.unref();
  }

  /**
   * Drops every stream and stops listening (the server is shutting down). Dropped, not ended:
   * the server stops once no response is open, and an ended one may still be flushing when it
   * looks; the clients reconnect (to another instance) with Last-Event-ID.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const subscriber of [...this.subscribers()]) subscriber.stream.abort();
    // Fastify destroys each response when its body closes, a tick later.
    await new Promise((resolve) => setImmediate(resolve));
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
    await this.work;
  }

  /** Streams open on this instance. */
  get openStreams(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  /**
   * A stream for the user's session: first the unread count, then (when resuming) what came
   * after `lastEventId`, then each new notification as it is written.
   */
  async open(
    principal: { userId: number; sessionId: string },
    lastEventId: number | null,
  ): Promise<EventStream> {
    const stream = new EventStream(this.options.maxBufferedBytes);
    const subscriber: Subscriber = {
      userId: principal.userId,
      sessionId: principal.sessionId,
      stream,
      queue: [],
      lastId: lastEventId ?? 0,
    };
    // Subscribed before reading, so nothing written meanwhile falls between the two.
    this.add(subscriber);
    stream.onClose(() => this.remove(subscriber));
    try {
      stream.write('retry: 3000\n\n');
      stream.send({
        event: notificationStreamEvents.ready,
        data: JSON.stringify({ unread_count: await unreadCount(this.ctx.db, principal.userId) }),
      });
      const missed =
        lastEventId === null
          ? []
          : (
              await this.ctx.db
                .select(notificationColumns)
                .from(notifications)
                .where(
                  and(
                    eq(notifications.userId, principal.userId),
                    gt(notifications.id, lastEventId),
                  ),
                )
                .orderBy(desc(notifications.id))
                .limit(MAX_RESUMED_NOTIFICATIONS)
            ).reverse();
      const arrived = subscriber.queue ?? [];
      subscriber.queue = null;
      const sent = new Set<number>();
      for (const row of [...missed, ...arrived]) {
        if (sent.has(row.id)) continue;
        sent.add(row.id);
        this.deliver(subscriber, row);
      }
    } catch (error) {
      stream.abort();
      throw error;
    }
    return stream;
  }

  private *subscribers(): Generator<Subscriber> {
    for (const set of this.byUser.values()) yield* set;
  }

  private add(subscriber: Subscriber): void {
    let set = this.byUser.get(subscriber.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(subscriber.userId, set);
    }
    // Sets keep insertion order: the first is the oldest.
    const oldest = set.size >= this.options.maxStreamsPerUser ? set.values().next().value : null;
    set.add(subscriber);
    oldest?.stream.close();
  }

  private remove(subscriber: Subscriber): void {
    const set = this.byUser.get(subscriber.userId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byUser.delete(subscriber.userId);
  }

  private deliver(subscriber: Subscriber, row: NotificationRow): void {
    if (subscriber.queue) {
      subscriber.queue.push(row);
      return;
    }
    subscriber.stream.send({
      id: String(row.id),
      event: notificationStreamEvents.notification,
      data: JSON.stringify(toNotification(row)),
    });
    subscriber.lastId = Math.max(subscriber.lastId, row.id);
  }

  /** One thing at a time, in order of arrival: deliveries keep the order of the NOTIFYs. */
  private serially(task: () => Promise<void>): void {
    this.work = this.work
      .then(task)
      .catch((error: unknown) => this.report(error, 'Notification stream delivery failed'));
  }

  private onDatabaseEvent(channel: string, payload: string): void {
    let message: { id?: unknown; user_id?: unknown; session_id?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (channel === NOTIFICATION_CHANNEL) {
      if (typeof message.id !== 'number' || typeof message.user_id !== 'number') return;
      if (!this.byUser.has(message.user_id)) return;
      this.pendingIds.add(message.id);
      if (this.fetchScheduled) return;
      this.fetchScheduled = true;
      this.serially(() => this.deliverPending());
    } else if (channel === SESSION_END_CHANNEL) {
      for (const subscriber of [...this.subscribers()]) {
        if (subscriber.sessionId === message.session_id || subscriber.userId === message.user_id)
          subscriber.stream.close();
      }
    }
  }

  private async deliverPending(): Promise<void> {
    this.fetchScheduled = false;
    const ids = [...this.pendingIds];
    this.pendingIds.clear();
    if (ids.length === 0) return;
    const rows = await this.ctx.db
      .select(notificationColumns)
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .orderBy(asc(notifications.id));
    for (const row of rows)
      for (const subscriber of [...(this.byUser.get(row.userId) ?? [])])
        this.deliver(subscriber, row);
  }

  /** What each open stream missed, from the table: one query for all of them. */
  private async catchUp(): Promise<void> {
    const after = new Map<number, number>();
    for (const subscriber of this.subscribers()) {
      if (subscriber.queue) continue;
      const known = after.get(subscriber.userId);
      after.set(
        subscriber.userId,
        known === undefined ? subscriber.lastId : Math.min(known, subscriber.lastId),
      );
    }
    if (after.size === 0) return;
    const cursors = JSON.stringify(
      [...after].map(([user_id, after_id]) => ({ user_id, after_id })),
    );
    const rows = rowsOf<{ id: number }>(
      await this.ctx.db.execute(sql`
        select n.id from ${notifications} n
        join json_to_recordset(${cursors}::json) as c(user_id int, after_id int)
          on n.user_id = c.user_id and n.id > c.after_id
        order by n.id
        limit 10000`),
    );
    if (rows.length === 0) return;
    const found = await this.ctx.db
      .select(notificationColumns)
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          rows.map((row) => Number(row.id)),
        ),
      )
      .orderBy(asc(notifications.id));
    for (const row of found)
      for (const subscriber of [...(this.byUser.get(row.userId) ?? [])])
        if (!subscriber.queue && row.id > subscriber.lastId) this.deliver(subscriber, row);
  }

  private async heartbeat(): Promise<void> {
    const open = [...this.subscribers()];
    if (open.length === 0) return;
    for (const subscriber of open) subscriber.stream.comment('heartbeat');
    const sessionIds = [...new Set(open.map((subscriber) => subscriber.sessionId))];
    const live = await this.ctx.db
      .selectDistinct({ sessionId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          inArray(refreshTokens.familyId, sessionIds),
          isNull(refreshTokens.replacedBy),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, this.ctx.clock()),
        ),
      );
    const liveIds = new Set(live.map((row) => row.sessionId));
    for (const subscriber of open)
      if (!liveIds.has(subscriber.sessionId)) subscriber.stream.close();
    if (!this.listen) await this.catchUp();
  }
}
