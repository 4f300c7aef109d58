import { get } from 'node:http';
import { Readable } from 'node:stream';

/**
 * GET over a connection of its own (no keep-alive pool), as a fetch Response: cancelling its
 * body closes the connection, as closing an EventSource does. (fetch's pool keeps sockets that
 * a closing test server would wait for.)
 */
export function getEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, headers }, (message) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(message.headers))
        if (typeof value === 'string') responseHeaders.set(name, value);
      const body = Readable.toWeb(message) as ReadableStream<Uint8Array>;
      resolve(new Response(body, { status: message.statusCode ?? 0, headers: responseHeaders }));
    });
    request.on('error', reject);
  });
}

export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream response as EventSource would (events, their ids; comment lines
 * counted apart), for tests against a listening server.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('The response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: ReceivedEvent[] = [];
  let comments = 0;
  let buffer = '';
  let ended = false;
  const waiter: { wake: (() => void) | null } = { wake: null };

  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { id: null, event: 'message', data: '' };
          const data: string[] = [];
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const name = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (name === 'id') event.id = value;
            else if (name === 'event') event.event = value;
            else if (name === 'data') data.push(value);
            else continue;
            fields += 1;
          }
          if (fields === 0) continue;
          event.data = data.join('\n');
          events.push(event);
        }
        waiter.wake?.();
      }
    } catch {
      // aborted or reset: the stream has ended either way
    } finally {
      ended = true;
      waiter.wake?.();
    }
  })();

  /** Resolves once `check` holds, or rejects after `timeoutMs`. */
  async function until<T>(check: () => T | undefined | false, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = check();
      if (result) return result;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiter.wake = null;
    }
  }

  return {
    events,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    /** The first event named `name` (and matching `match`), waiting for it up to `timeoutMs`. */
    next(name: string, match: (event: ReceivedEvent) => boolean = () => true, timeoutMs = 5_000) {
      return until(() => events.find((event) => event.event === name && match(event)), timeoutMs);
    },
    waitForComments(count: number, timeoutMs = 5_000) {
      return until(() => comments >= count, timeoutMs);
    },
    waitForEnd(timeoutMs = 5_000) {
      return until(() => ended, timeoutMs);
    },
    async cancel() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
