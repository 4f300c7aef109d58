import {
  createDocumentZip,
  dataEnvelope,
  defineEndpoint,
  downloadDocumentZip,
  endpointRoute,
  endpointUrl,
  getMe,
} from '@esign/contract';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { buildApp, createAppContext } from '../app';
import { parseConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { httpLogs } from '../db/schema/logs';
import { seedDatabase } from '../seed';
import { createFixtureDocument } from '../testing/document-fixtures';
import { bearer, loginUrl, postLogin, signIn } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { createTestDatabase } from '../testing/test-database';
import { HttpLogWriter, jsonText } from './http-log';
import { REDACTED } from './redact';
import { registerEndpoint } from './register-endpoint';

// A test-only endpoint that accepts a large body, names a record and echoes the body back, so
// hostile text reaches every column of the HTTP log.
const echoProbe = defineEndpoint({
  id: 'echoProbe',
  method: 'POST',
  prefix: 'tools',
  path: 'probe/echo',
  tag: 'test',
  summary: 'Echoes its body',
  access: 'public',
  body: z.object({ reference: z.string(), items: z.array(z.string()) }),
  bodyLimit: 2 * 1024 * 1024,
  response: dataEnvelope(z.object({ reference: z.string(), count: z.number() })),
});

let app: FastifyInstance;
let context: AppContext;
let database: DatabaseHandle;
let publicKey: string;
/** What the app's pino logger wrote (stdout in production). */
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  context = await createAppContext({
    config: parseConfig({ APP_MODE: 'demo' }),
    db: database.db,
    clock: createTestClock().clock,
  });
  await seedDatabase(context, { demoDocuments: false });
  // Built here rather than with createTestApp, for a logger whose lines the test can read.
  app = await buildApp(context, {
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  registerEndpoint(app, echoProbe, async ({ body, request }) => {
    request.logReferenceId = body.reference;
    return { data: { reference: body.reference, count: body.items.length } };
  });
  await app.ready();
  publicKey = (
    (await app.inject({ method: 'GET', url: '/config.json' })).json() as { loginPublicKey: string }
  ).loginPublicKey;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function logRowOf(response: { headers: Record<string, unknown> }) {
  await app.flushHttpLogs();
  const transactionId = String(response.headers['x-transaction-id']);
  const rows = await database.db
    .select()
    .from(httpLogs)
    .where(eq(httpLogs.transactionId, transactionId));
  const [row, ...others] = rows;
  if (!row || others.length > 0)
    throw new Error(`Expected one HTTP log row for ${transactionId}, found ${rows.length}`);
  return row;
}

describe('HTTP log', () => {
  it('records a request whose URL, body, reference and response hold NUL and lone surrogates', async () => {
    const hostile = 'a\u0000b\ud800c\udc00';
    const response = await app.inject({
      method: 'POST',
      url: `${endpointRoute(echoProbe)}?q=%00%ED%A0%80`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: hostile, items: [hostile] }),
    });
    expect(response.statusCode).toBe(200);
    const row = await logRowOf(response);
    expect(row.referenceId).toBe('a\\u0000b\ufffdc\ufffd');
    expect(row.url).toBe(`${endpointRoute(echoProbe)}?q=%00%ED%A0%80`);
    expect(row.requestBody).toEqual({
      reference: 'a\\u0000b\ufffdc\ufffd',
      items: ['a\\u0000b\ufffdc\ufffd'],
    });
    expect(row.responseBody).toEqual({ data: { reference: 'a\\u0000b\ufffdc\ufffd', count: 1 } });
  });

  it('records a refused login whose username and keys hold NUL and lone surrogates', async () => {
    const response = await app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin\u0000', password: '\udfff', '\u0000\ud800': 1 }),
    });
    expect(response.statusCode).toBe(400);
    const row = await logRowOf(response);
    expect(row.requestBody).toEqual({
      username: 'admin\\u0000',
      password: REDACTED,
      '\\u0000\ufffd': 1,
    });
  });

  it('truncates a large JSON request body to the text cap', async () => {
    const items = Array.from(
      { length: 10_000 },
      (_value, index) => `item-${index}-${'x'.repeat(90)}`,
    );
    const payload = JSON.stringify({ reference: 'big', items });
    expect(payload.length).toBeGreaterThan(1_000_000);
    const response = await app.inject({
      method: 'POST',
      url: endpointRoute(echoProbe),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const row = await logRowOf(response);
    expect(typeof row.requestBody).toBe('string');
    const stored = row.requestBody as string;
    expect(stored.length).toBeLessThan(64 * 1024 + 100);
    expect(stored.startsWith('{"reference":"big","items":["item-0-')).toBe(true);
    expect(stored).toMatch(/… \[\d+ more characters\]$/);
  });

  it('logs a success body whose schema names no secret as the server wrote it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: endpointRoute(echoProbe),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: 'as-written ✓ 😀', items: ['a', 'b'] }),
    });
    expect(response.statusCode).toBe(200);
    const row = await logRowOf(response);
    expect(row.responseBody).toEqual(response.json());
    expect(row.responseBody).toEqual({ data: { reference: 'as-written ✓ 😀', count: 2 } });
    expect(row.requestBody).toEqual({ reference: 'as-written ✓ 😀', items: ['a', 'b'] });
  });

  it('redacts a secret the response schema names, and logs a body-less GET with no request body', async () => {
    const signedIn = await postLogin({ app, publicKey }, 'superadmin');
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { data: { token: string } }).data.token;
    const loginRow = await logRowOf(signedIn);
    expect(JSON.stringify(loginRow.responseBody)).not.toContain(token);
    expect(loginRow.responseBody).toMatchObject({ data: { token: REDACTED } });

    const me = await app.inject({
      method: 'GET',
      url: endpointRoute(getMe),
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    const meRow = await logRowOf(me);
    expect(meRow.requestBody).toBeNull();
    expect(meRow.requestHeader).toMatchObject({ authorization: REDACTED });
    expect(meRow.responseBody).toEqual(me.json());
  });

  it('records an oversized anonymous login without storing its body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    const row = await logRowOf(response);
    expect(row.requestBody).toBeNull();
  });
});

describe('zip download links in logs', () => {
  const redactedZipUrl = endpointRoute(downloadDocumentZip).replace(':id', REDACTED);

  it('redacts the link id in the HTTP log rows and in the logged request URL', async () => {
    const document = await createFixtureDocument(context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const { token } = await signIn({ app, publicKey }, 'superadmin');
    const created = await app.inject({
      method: 'POST',
      url: endpointUrl(createDocumentZip),
      headers: bearer(token),
      payload: { reference_numbers: [document.reference] },
    });
    expect(created.statusCode).toBe(200);
    const { url } = (created.json() as { data: { data: { url: string } } }).data.data;
    const id = url.split('/').pop() ?? '';
    expect(url).toBe(endpointUrl(downloadDocumentZip, { id }));

    const downloaded = await app.inject({ method: 'GET', url });
    expect(downloaded.statusCode).toBe(200);

    const createdRow = await logRowOf(created);
    const downloadedRow = await logRowOf(downloaded);
    expect(JSON.stringify(createdRow)).not.toContain(id);
    expect(createdRow.responseBody).toMatchObject({
      data: { data: { url: redactedZipUrl } },
    });
    expect(JSON.stringify(downloadedRow)).not.toContain(id);
    expect(downloadedRow.url).toBe(redactedZipUrl);

    expect(logLines.some((line) => line.includes(redactedZipUrl))).toBe(true);
    expect(logLines.join('\n')).not.toContain(id);
  });
});

describe('batched HTTP-log writes', () => {
  it('writes a row for every request answered before the app closes, without a flush', async () => {
    const closing = await buildApp(context, { logger: false });
    registerEndpoint(closing, echoProbe, async ({ body }) => ({
      data: { reference: body.reference, count: body.items.length },
    }));
    await closing.ready();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_value, index) =>
        closing.inject({
          method: 'POST',
          url: endpointRoute(echoProbe),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ reference: `closing-${index}`, items: [] }),
        }),
      ),
    );
    await closing.close();
    const ids = responses.map((response) => String(response.headers['x-transaction-id']));
    const rows = await database.db
      .select({ transactionId: httpLogs.transactionId, referenceId: httpLogs.referenceId })
      .from(httpLogs)
      .where(inArray(httpLogs.transactionId, ids));
    expect(rows).toHaveLength(40);
  });

  const row = (transactionId: string, method: string, responseBody: unknown = null) => ({
    transactionId,
    referenceId: null,
    method,
    url: '/api/batch-probe',
    httpStatus: 200,
    requestHeader: jsonText({}),
    requestBody: null,
    responseBody: responseBody === null ? null : jsonText(responseBody),
    durationMs: 1,
    userId: null,
    ip: null,
    createdAt: new Date(),
  });

  it('keeps the other rows of a batch when one of them cannot be stored', async () => {
    const failures: number[] = [];
    const writer = new HttpLogWriter(database.db, (_error, rows) => failures.push(rows));
    const good = [randomUUID(), randomUUID()];
    writer.add(row(good[0] ?? '', 'GET'));
    // Longer than the method column: the multi-row INSERT fails, then each row is tried alone.
    writer.add(row(randomUUID(), 'X'.repeat(11)));
    writer.add(row(good[1] ?? '', 'GET'));
    await writer.flush();
    const stored = await database.db
      .select({ transactionId: httpLogs.transactionId })
      .from(httpLogs)
      .where(inArray(httpLogs.transactionId, good));
    expect(stored).toHaveLength(2);
    expect(failures).toEqual([1]);
  });

  it("drops rows past the queue's bound, reports how many, and takes rows again once written", async () => {
    const failures: { message: string; rows: number }[] = [];
    const rowText = row('', 'GET', 'x'.repeat(1000));
    const perRow =
      rowText.url.length + rowText.requestHeader.length + (rowText.responseBody?.length ?? 0);
    const writer = new HttpLogWriter(
      database.db,
      (error, rows) => failures.push({ message: String(error), rows }),
      3 * perRow,
    );
    // Added in one turn of the event loop, before the first INSERT: the queue holds all of them.
    const ids = Array.from({ length: 6 }, () => randomUUID());
    for (const id of ids) writer.add(row(id, 'GET', 'x'.repeat(1000)));
    await writer.flush();
    const later = randomUUID();
    writer.add(row(later, 'GET', 'x'.repeat(1000)));
    await writer.flush();
    const stored = await database.db
      .select({ transactionId: httpLogs.transactionId })
      .from(httpLogs)
      .where(inArray(httpLogs.transactionId, [...ids, later]));
    expect(stored.map((entry) => entry.transactionId).sort()).toEqual(
      [...ids.slice(0, 3), later].sort(),
    );
    expect(failures).toEqual([{ message: expect.stringContaining('3 rows dropped'), rows: 3 }]);
  });
});
