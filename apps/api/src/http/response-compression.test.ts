import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  createDocumentZip,
  createNotificationStreamToken,
  downloadDocumentPdf,
  endpointUrl,
  listDocuments,
  notificationStream,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { httpLogs } from '../db/schema/logs';
import { createFixtureDocument } from '../testing/document-fixtures';
import { getEventStream, readEventStream } from '../testing/event-stream-reader';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import {
  CompressedBodyCache,
  compressBody,
  etagWithEncoding,
  negotiateEncoding,
} from './response-compression';

let t: TestApp;
let token: string;
let references: string[];
/** Ten documents: a list page of about 9 KB, well above the 1,024-byte threshold. */
const listUrl = `${endpointUrl(listDocuments)}?status=pending&page=1&per_page=10`;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // An answer with no body: compression must leave it alone.
      app.get('/api/tools/probe/not-modified', async (_request, reply) =>
        reply.code(304).header('etag', '"v1"').send(),
      );
    },
  });
  references = [];
  for (let i = 0; i < 10; i++)
    references.push(
      (await createFixtureDocument(t.context, { uploader: 'superadmin', signers: ['signer'] }))
        .reference,
    );
  token = (await signIn(t, 'superadmin')).token;
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url, headers: { ...bearer(token), ...headers } });
}

const varyOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['vary'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate, identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
  });

  it('follows q-values: a higher q wins, q=0 refuses, * stands for the encodings not named', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0, GZIP;Q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('identity, *;q=0')).toBeNull();
  });
});

describe('compressBody', () => {
  it('compresses a body of over 256 KiB (on the thread pool) that decodes to the same bytes', async () => {
    const body = Buffer.from(
      JSON.stringify(Array.from({ length: 12_000 }, (_, i) => ({ id: i, name: `Row ${i}` }))),
    );
    expect(body.length).toBeGreaterThan(256 * 1024);
    const gzipped = await compressBody(body, 'gzip');
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
    const brotli = await compressBody(body, 'br');
    expect(brotliDecompressSync(brotli).equals(body)).toBe(true);
    expect(brotli.length).toBeLessThan(body.length / 5);
  });
});

describe('compressed API responses', () => {
  let plain: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    plain = await get(listUrl);
    expect(plain.statusCode).toBe(200);
  });

  it('sends a list page as it is, with vary: accept-encoding, to a client that accepts no encoding', () => {
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain)).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);
    expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
    const page = plain.json() as { data: { data: { reference_number: string }[] } };
    expect(page.data.data.map((row) => row.reference_number).sort()).toEqual(
      [...references].sort(),
    );
  });

  it('sends it brotli-compressed to a browser (br), decoding to the same JSON in a fifth of the bytes', async () => {
    const response = await get(listUrl, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyOf(response)).toContain('accept-encoding');
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('sends it gzip-compressed to a client that accepts gzip only', async () => {
    const response = await get(listUrl, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('keeps the uncompressed JSON in the HTTP log', async () => {
    const response = await get(listUrl, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    await t.app.flushHttpLogs();
    const [row] = await t.database.db
      .select({ responseBody: httpLogs.responseBody })
      .from(httpLogs)
      .where(eq(httpLogs.transactionId, String(response.headers['x-transaction-id'])));
    expect(row?.responseBody).toEqual(plain.json());
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const compressed = await get(listUrl, { 'accept-encoding': 'gzip' });
    const head = await get(listUrl, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(varyOf(head)).toContain('accept-encoding');
    expect(head.headers['content-length']).toBe(compressed.headers['content-length']);
  });

  it('sends a body under the threshold as it is, without vary (it never depends on the header)', async () => {
    const response = await get('/api/no-such-endpoint', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(1_024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varyOf(response)).not.toContain('accept-encoding');
    expect(response.json()).toMatchObject({ code: expect.any(String) });
  });

  it('leaves a 304 without a body alone', async () => {
    const response = await get('/api/tools/probe/not-modified', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(304);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('a stored PDF', () => {
  const pdfUrl = () => endpointUrl(downloadDocumentPdf, { id: references[0] ?? '' });

  it('goes out whole as gzip or br to a client that accepts it, decoding to the same bytes, with the encoding in its ETag', async () => {
    const plain = await get(pdfUrl());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain)).toContain('accept-encoding');
    const etag = String(plain.headers['etag']);

    const gzipped = await get(pdfUrl(), { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/pdf');
    expect(gzipped.headers['etag']).toBe(etagWithEncoding(etag, 'gzip'));
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.9);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);

    const brotli = await get(pdfUrl(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['etag']).toBe(etagWithEncoding(etag, 'br'));
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('sends a range of the plain file, never compressed, and the whole file when If-Range names a compressed copy', async () => {
    const plain = await get(pdfUrl());
    const range = await get(pdfUrl(), { 'accept-encoding': 'gzip', range: 'bytes=0-1499' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-length']).toBe('1500');
    expect(range.rawPayload.equals(plain.rawPayload.subarray(0, 1500))).toBe(true);

    const gzipEtag = String((await get(pdfUrl(), { 'accept-encoding': 'gzip' })).headers['etag']);
    const refused = await get(pdfUrl(), { range: 'bytes=0-9', 'if-range': gzipEtag });
    expect(refused.statusCode).toBe(200);
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});

describe('CompressedBodyCache', () => {
  const text = (seed: string) => Buffer.from(seed.repeat(20_000));

  it('compresses a body once per key and encoding and hands the same copy out again', async () => {
    const cache = new CompressedBodyCache(1024 * 1024);
    const first = await cache.get('a', 'gzip', text('abc'));
    expect(first).not.toBeNull();
    expect(gunzipSync(first ?? Buffer.alloc(0)).equals(text('abc'))).toBe(true);
    expect(await cache.get('a', 'gzip', text('abc'))).toBe(first);
    const brotli = await cache.get('a', 'br', text('abc'));
    expect(brotli).not.toBe(first);
    expect(brotliDecompressSync(brotli ?? Buffer.alloc(0)).equals(text('abc'))).toBe(true);
  });

  it('shares one compression between requests that arrive while it runs', async () => {
    const cache = new CompressedBodyCache(1024 * 1024);
    const [one, two] = await Promise.all([
      cache.get('a', 'gzip', text('abc')),
      cache.get('a', 'gzip', text('abc')),
    ]);
    expect(one).not.toBeNull();
    expect(two).toBe(one);
  });

  it('answers null for a body that compression hardly shrinks, and remembers it', async () => {
    const cache = new CompressedBodyCache(1024 * 1024);
    const noise = randomBytes(64 * 1024);
    expect(await cache.get('noise', 'gzip', noise)).toBeNull();
    expect(cache.heldBytes).toBe(0);
  });

  it('lets the least recently used copies go once it holds more than its bytes', async () => {
    const one = (await new CompressedBodyCache(0).get('x', 'gzip', text('abc')))?.length ?? 0;
    // Room for two copies of this size, not three.
    const cache = new CompressedBodyCache(one * 2 + one / 2);
    const a = await cache.get('a', 'gzip', text('abc'));
    const b = await cache.get('b', 'gzip', text('abc'));
    // 'a' used again: 'b' is now the least recently used.
    expect(await cache.get('a', 'gzip', text('abc'))).toBe(a);
    await cache.get('c', 'gzip', text('abc'));
    expect(cache.heldBytes).toBe(one * 2);
    expect(await cache.get('a', 'gzip', text('abc'))).toBe(a);
    expect(await cache.get('b', 'gzip', text('abc'))).not.toBe(b);
  });
});

describe('responses that are never compressed', () => {
  it('sends a zip download as it is', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: endpointUrl(createDocumentZip),
      headers: bearer(token),
      payload: { reference_numbers: references.slice(0, 2) },
    });
    expect(created.statusCode).toBe(200);
    const { url } = (created.json() as { data: { data: { url: string } } }).data.data;
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('keeps a notification stream streaming, uncompressed, to a client that accepts gzip and br', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const issued = await t.app.inject({
      method: 'POST',
      url: endpointUrl(createNotificationStreamToken),
      headers: bearer(token),
    });
    const streamToken = (issued.json() as { data: { stream_token: string } }).data.stream_token;
    const response = await getEventStream(
      `${base}${endpointUrl(notificationStream)}?stream_token=${encodeURIComponent(streamToken)}`,
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    const stream = readEventStream(response);
    const ready = await stream.next('ready');
    expect(JSON.parse(ready.data)).toMatchObject({ unread_count: expect.any(Number) });
    await stream.cancel();
  });
});

describe('RESPONSE_COMPRESSION=false', () => {
  it('sends every response as it is (a proxy in front compresses)', async () => {
    // On the same database: the same ten documents, the same 9 KB page.
    const off = await createTestApp({
      database: t.database,
      seed: 'none',
      env: { RESPONSE_COMPRESSION: 'false' },
    });
    try {
      const { token: offToken } = await signIn(off, 'superadmin');
      const response = await off.app.inject({
        method: 'GET',
        url: listUrl,
        headers: { ...bearer(offToken), 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeGreaterThan(5_000);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varyOf(response)).not.toContain('accept-encoding');

      const pdf = await off.app.inject({
        method: 'GET',
        url: endpointUrl(downloadDocumentPdf, { id: references[0] ?? '' }),
        headers: { ...bearer(offToken), 'accept-encoding': 'br, gzip' },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.headers['etag']).toMatch(/^"pdf-\d+"$/);
    } finally {
      await off.close();
    }
  });
});
