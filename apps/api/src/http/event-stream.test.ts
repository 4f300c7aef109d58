import { describe, expect, it } from '@jest/globals';
import { EventStream, formatServerSentEvent } from './event-stream';

describe('formatServerSentEvent', () => {
  it('writes id, event and one data line per line of the data', () => {
    expect(formatServerSentEvent({ id: '7', event: 'notification', data: 'a\nb' })).toBe(
      'id: 7\nevent: notification\ndata: a\ndata: b\n\n',
    );
  });

  it('keeps line breaks out of the id and event lines', () => {
    expect(formatServerSentEvent({ id: '1\n2', event: 'x\r\ny', data: '{}' })).toBe(
      'id: 12\nevent: xy\ndata: {}\n\n',
    );
  });
});

describe('EventStream', () => {
  it('drops a client that never reads once it holds more than its limit, instead of growing', () => {
    const stream = new EventStream(4 * 1024);
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });
    const event = { id: '1', event: 'notification', data: 'x'.repeat(500) };
    let written = 0;
    // Nobody reads body: every byte stays in the process.
    while (stream.send(event)) written += 1;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(10);
    expect(closed).toBe(true);
    expect(stream.closed).toBe(true);
    expect(stream.bufferedBytes).toBeLessThanOrEqual(4 * 1024);
    expect(stream.send(event)).toBe(false);
    expect(stream.comment('heartbeat')).toBe(false);
  });

  it('passes everything to a reader that keeps up, and ends cleanly when closed', async () => {
    const stream = new EventStream(1024);
    const chunks: string[] = [];
    stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.body.on('end', resolve));
    for (let index = 0; index < 50; index++)
      expect(stream.send({ id: String(index), data: 'y'.repeat(100) })).toBe(true);
    stream.comment('heartbeat');
    stream.close();
    await ended;
    const text = chunks.join('');
    expect(text.match(/^id: /gm)).toHaveLength(50);
    expect(text.endsWith(': heartbeat\n\n')).toBe(true);
  });
});
