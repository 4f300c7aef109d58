import {
  NotificationSchema,
  NotificationStreamReadySchema,
  notificationStreamEvents,
  type Notification,
} from '@esign/contract';

/** What the client needs of an EventSource (the browser's, or a fake in tests). */
export interface EventSourceLike {
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface StreamTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** `connecting` until the stream says `ready`; `open` while it delivers; `polling` after it gave up. */
export type StreamMode = 'connecting' | 'open' | 'polling' | 'stopped';

export interface NotificationStreamOptions {
  /** POST notification/stream-token. */
  fetchToken(): Promise<string>;
  /** The stream's URL for a token, resuming after `lastEventId`. */
  streamUrl(token: string, lastEventId: number | null): string;
  createEventSource(url: string): EventSourceLike;
  /** A new notification arrived (parsed with the contract's schema). */
  onNotification(notification: Notification): void;
  /** The stream opened and told the user's unread count. */
  onReady(unreadCount: number): void;
  /** One tick of the fallback: reload what the stream would have pushed. */
  poll(): void;
  onModeChange?(mode: StreamMode): void;
  timers?: StreamTimers;
}

/** First reconnect delay; each failure doubles it, up to MAX_BACKOFF_MS. */
export const INITIAL_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
/** Consecutive failures after which the client polls instead of waiting for the stream. */
export const FAILURES_BEFORE_POLLING = 3;
export const POLL_INTERVAL_MS = 15_000;
/** While polling, the stream is tried again this often. */
export const STREAM_RETRY_WHILE_POLLING_MS = 60_000;

/** The delay before reconnect attempt number `failures` (1-based): 1 s, 2 s, 4 s … at most 30 s. */
export function backoffDelay(failures: number): number {
  return Math.min(MAX_BACKOFF_MS, INITIAL_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
}

const browserTimers: StreamTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One tab's live notification stream: token, EventSource, reconnect, fallback.
 *
 * | state                | event                         | next                                        |
 * |----------------------|-------------------------------|---------------------------------------------|
 * | connecting           | `ready`                       | open: failures 0, polling stops             |
 * | open                 | `notification`                | open: remembered as the last event id       |
 * | connecting / open    | error, or the token call fails| closed; failures + 1; retry after backoff   |
 * | (failures ≥ 3)       | same                          | polling every 15 s; stream retried each 60 s|
 * | any                  | stop()                        | stopped: source closed, timers cleared      |
 *
 * Every reconnect asks for a fresh token (one lives 60 s, so the browser's own reconnect with the
 * old URL would fail) and resumes after the last event id it saw, through `last_event_id`.
 */
export class NotificationStreamClient {
  private readonly timers: StreamTimers;
  private source: EventSourceLike | null = null;
  private retryTimer: unknown = null;
  private pollTimer: unknown = null;
  private failures = 0;
  private lastEventId: number | null = null;
  /** Bumped by every connect and by stop(), so a late token answer of an older try is ignored. */
  private attempt = 0;
  private currentMode: StreamMode = 'stopped';

  constructor(private readonly options: NotificationStreamOptions) {
    this.timers = options.timers ?? browserTimers;
  }

  get mode(): StreamMode {
    return this.currentMode;
  }

  /** The id of the last notification delivered (where a reconnect resumes). */
  get lastDeliveredId(): number | null {
    return this.lastEventId;
  }

  start(): void {
    if (this.currentMode !== 'stopped') return;
    this.setMode('connecting');
    void this.connect();
  }

  stop(): void {
    this.attempt += 1;
    this.closeSource();
    this.clearRetry();
    this.stopPolling();
    this.setMode('stopped');
  }

  private setMode(mode: StreamMode): void {
    if (mode === this.currentMode) return;
    this.currentMode = mode;
    this.options.onModeChange?.(mode);
  }

  private async connect(): Promise<void> {
    this.clearRetry();
    this.closeSource();
    const attempt = ++this.attempt;
    let token: string;
    try {
      token = await this.options.fetchToken();
    } catch {
      if (attempt === this.attempt) this.fail();
      return;
    }
    if (attempt !== this.attempt) return;
    const source = this.options.createEventSource(this.options.streamUrl(token, this.lastEventId));
    this.source = source;
    source.addEventListener(notificationStreamEvents.ready, (event) => {
      if (source !== this.source) return;
      const ready = NotificationStreamReadySchema.safeParse(parseJson(event.data));
      this.failures = 0;
      this.stopPolling();
      this.setMode('open');
      if (ready.success) this.options.onReady(ready.data.unread_count);
    });
    source.addEventListener(notificationStreamEvents.notification, (event) => {
      if (source !== this.source) return;
      const notification = NotificationSchema.safeParse(parseJson(event.data));
      // A body the contract does not describe is skipped, not shown half-read.
      if (!notification.success) return;
      this.lastEventId = Math.max(this.lastEventId ?? 0, notification.data.id);
      this.options.onNotification(notification.data);
    });
    source.onerror = () => {
      if (source !== this.source) return;
      this.fail();
    };
  }

  private fail(): void {
    this.closeSource();
    this.failures += 1;
    if (this.failures >= FAILURES_BEFORE_POLLING) {
      this.startPolling();
      this.scheduleConnect(STREAM_RETRY_WHILE_POLLING_MS);
    } else {
      if (this.currentMode !== 'polling') this.setMode('connecting');
      this.scheduleConnect(backoffDelay(this.failures));
    }
  }

  private scheduleConnect(ms: number): void {
    this.clearRetry();
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, ms);
  }

  private startPolling(): void {
    this.setMode('polling');
    if (this.pollTimer !== null) return;
    // Catch up at once: the stream may have been down for a while.
    this.options.poll();
    this.pollTimer = this.timers.setInterval(() => this.options.poll(), POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer === null) return;
    this.timers.clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer === null) return;
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private closeSource(): void {
    if (!this.source) return;
    this.source.onerror = null;
    this.source.close();
    this.source = null;
  }
}
