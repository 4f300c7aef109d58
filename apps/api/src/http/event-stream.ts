import { PassThrough } from 'node:stream';

const END_GRACE_MS = 5_000;

export interface ServerSentEvent {
  /** The `id:` line: what the client sends back as Last-Event-ID when it reconnects. */
  id?: string;
  event?: string;
  data: string;
}

/** One event in the text/event-stream format; `data` may span lines, each gets its `data:`. */
export function formatServerSentEvent(event: ServerSentEvent): string {
  let text = '';
  if (event.id !== undefined) text += `id: ${event.id.replace(/[\r\n]/g, '')}\n`;
  if (event.event !== undefined) text += `event: ${event.event.replace(/[\r\n]/g, '')}\n`;
  for (const line of event.data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/**
 * The body of a server-sent events response: Fastify pipes `body` to the socket. What the client
 * has not read yet waits in this process (the stream's buffers, then the socket's), so a client
 * that stops reading would make it grow without end: once more than `maxBufferedBytes` wait
 * here, the stream is closed instead. A client that was only slow reconnects with Last-Event-ID
 * and gets what it missed from the database.
 */
export class EventStream {
  readonly body = new PassThrough();
  private ended = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(private readonly maxBufferedBytes: number) {
    this.body.on('close', () => this.markEnded());
    this.body.on('error', () => this.markEnded());
  }

  get closed(): boolean {
    return this.ended;
  }

  /** Bytes written but not yet taken by the socket. */
  get bufferedBytes(): number {
    return this.body.writableLength + this.body.readableLength;
  }

  /** Runs once when the stream ends, whoever ends it. */
  onClose(listener: () => void): void {
    if (this.ended) listener();
    else this.closeListeners.push(listener);
  }

  send(event: ServerSentEvent): boolean {
    return this.write(formatServerSentEvent(event));
  }

  /** A comment line: ignored by EventSource, keeps proxies from closing an idle connection. */
  comment(text: string): boolean {
    return this.write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
  }

  /** Writes raw stream text; false (and the stream closed) when the client is too far behind. */
  write(text: string): boolean {
    if (this.ended) return false;
    if (this.bufferedBytes + Buffer.byteLength(text) > this.maxBufferedBytes) {
      this.abort();
      return false;
    }
    this.body.write(text);
    return true;
  }

  /** Ends the response cleanly (the session ended, the server stops). */
  close(): void {
    if (this.ended) return;
    this.markEnded();
    this.body.end();
    // A client that does not read would never take the last bytes and let the response end.
    setTimeout(() => this.body.destroy(), END_GRACE_MS).unref();
  }

  /** Drops the connection at once (the client is too far behind). */
  abort(): void {
    if (this.ended) return;
    this.markEnded();
    this.body.destroy();
  }

  private markEnded(): void {
    if (this.ended && this.closeListeners.length === 0) return;
    this.ended = true;
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
