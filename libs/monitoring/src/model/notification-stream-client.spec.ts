import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Notification } from '@esign/contract';
import { notification } from '../testing/factories';
import {
  backoffDelay,
  NotificationStreamClient,
  POLL_INTERVAL_MS,
  STREAM_RETRY_WHILE_POLLING_MS,
  type EventSourceLike,
  type StreamMode,
} from './notification-stream-client';

/** An EventSource the test drives: it records its URL and lets the test emit events. */
class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data: unknown): void {
    const event = { data: JSON.stringify(data) } as MessageEvent<string>;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

function setup(tokens: () => Promise<string> = async () => 'token') {
  const sources: FakeEventSource[] = [];
  const delivered: Notification[] = [];
  const unread: number[] = [];
  const modes: StreamMode[] = [];
  const poll = jest.fn<() => void>();
  const fetchToken = jest.fn(tokens);
  const client = new NotificationStreamClient({
    fetchToken,
    streamUrl: (token, lastEventId) => `/stream?token=${token}&last=${lastEventId ?? ''}`,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onNotification: (item) => delivered.push(item),
    onReady: (count) => unread.push(count),
    poll,
    onModeChange: (mode) => modes.push(mode),
  });
  const latest = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('No stream was opened');
    return source;
  };
  return { client, sources, delivered, unread, modes, poll, fetchToken, latest };
}

/** Lets the token promise settle (no time passes). */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('NotificationStreamClient', () => {
  it('opens the stream with a fresh token and reports the unread count once ready', async () => {
    const { client, latest, unread, modes } = setup();
    client.start();
    await settle();
    expect(latest().url).toBe('/stream?token=token&last=');
    latest().emit('ready', { unread_count: 4 });
    expect(unread).toEqual([4]);
    expect(modes).toEqual(['connecting', 'open']);
  });

  it('delivers each notification and skips one the contract does not describe', async () => {
    const { client, latest, delivered } = setup();
    client.start();
    await settle();
    latest().emit('notification', notification({ id: 7 }));
    latest().emit('notification', { id: 'not a notification' });
    expect(delivered.map((item) => item.id)).toEqual([7]);
  });

  it('reconnects after an error with a new token, resuming after the last event id', async () => {
    let n = 0;
    const { client, sources, latest, fetchToken } = setup(async () => `t${++n}`);
    client.start();
    await settle();
    latest().emit('ready', { unread_count: 0 });
    latest().emit('notification', notification({ id: 12 }));
    latest().fail();
    expect(sources[0]?.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(latest().url).toBe('/stream?token=t2&last=12');
  });

  it('backs off 1 s then 2 s, and polls every 15 s after the third failure in a row', async () => {
    const { client, sources, latest, poll, modes } = setup();
    client.start();
    await settle();
    latest().fail();
    await jest.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(2);
    latest().fail();
    await jest.advanceTimersByTimeAsync(1999);
    expect(sources).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    expect(poll).not.toHaveBeenCalled();
    latest().fail();
    expect(modes.at(-1)).toBe('polling');
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('keeps trying the stream while polling and stops polling once it is back', async () => {
    const { client, sources, latest, poll, modes } = setup();
    client.start();
    await settle();
    for (const delay of [1000, 2000]) {
      latest().fail();
      await jest.advanceTimersByTimeAsync(delay);
    }
    latest().fail();
    expect(sources).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(STREAM_RETRY_WHILE_POLLING_MS);
    expect(sources).toHaveLength(4);
    latest().emit('ready', { unread_count: 2 });
    expect(modes.at(-1)).toBe('open');
    const polls = poll.mock.calls.length;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(polls);
  });

  it('counts a failed token call as a failure and retries it', async () => {
    let calls = 0;
    const { client, sources } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'token';
    });
    client.start();
    await settle();
    expect(sources).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sources).toHaveLength(1);
  });

  it('closes the stream and clears every timer on stop, ignoring a token that arrives late', async () => {
    let release: (token: string) => void = () => undefined;
    const { client, sources, poll } = setup(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    client.start();
    client.stop();
    release('late');
    await settle();
    expect(sources).toHaveLength(0);
    expect(client.mode).toBe('stopped');

    const second = setup();
    second.client.start();
    await settle();
    second.latest().fail();
    second.client.stop();
    expect(second.latest().closed).toBe(true);
    await jest.advanceTimersByTimeAsync(STREAM_RETRY_WHILE_POLLING_MS * 2);
    expect(second.sources).toHaveLength(1);
    expect(poll).not.toHaveBeenCalled();
  });
});
