import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  endpointRoute,
  ErrorBodySchema,
  getMe,
  RuntimeConfigSchema,
  updateMe,
} from '@esign/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decryptLoginPassword, encryptLoginPassword } from '../../auth/login-key';
import { loadServerSecrets } from '../../auth/server-secrets';
import { httpLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';
import { bearer, createTestApp, loginUrl, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error('database password is hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

async function logRow(transactionId: string) {
  await t.app.flushHttpLogs();
  const [row] = await t.database.db
    .select()
    .from(httpLogs)
    .where(eq(httpLogs.transactionId, transactionId));
  return row;
}

describe('GET /config.json', () => {
  it('serves a RuntimeConfig whose public key encrypts passwords the server can read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = RuntimeConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      apiBaseUrl: '',
      oauthClientId: 'backoffice-web',
      sso: null,
      poweredBy: 'Privy',
      environment: 'demo',
    });
    const { loginKeys } = await loadServerSecrets(t.database.db, t.config);
    expect(
      decryptLoginPassword(loginKeys, encryptLoginPassword(config.loginPublicKey, 'Demo#2026')),
    ).toBe('Demo#2026');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the session calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/auth/api/v1/auth/login']?.['post']?.operationId).toBe('login');
    expect(doc.paths['/api/admin/api/v1/user/me']?.['get']?.operationId).toBe('getMe');
    expect(doc.paths['/api/admin/api/v1/user/me']?.['put']?.operationId).toBe('updateMe');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/api/v1/auth/sso-login',
        '/api/auth/api/v1/auth/refresh-token',
        '/api/admin/api/v1/user/logout',
        '/api/auth/api/v1/api-logout/credential/destroy',
      ]),
    );
  });
});

describe('GET /api/health', () => {
  it('reports ready when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a 404 ErrorBody carrying the transaction id', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/api/v1/nothing-here?x=1' });
      expect(response.statusCode).toBe(404);
      const body = errorOf(response.body);
      expect(body).toMatchObject({ status: 404, code: 'not_found' });
      expect(body.transaction_id).toBe(response.headers['x-transaction-id']);
    }
  });

  it('answers a non-API path with 404 JSON when no web app is served', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin/documents',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response.body).code).toBe('not_found');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(t.config.bodyLimitBytes), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body)).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).code).toBe('unsupported_media_type');
  });

  it('answers an empty JSON body with validation_failed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).code).toBe('validation_failed');
  });

  it('turns an unexpected error into a 500 with the transaction id and no internals, and keeps serving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = errorOf(response.body);
    expect(body).toMatchObject({ status: 500, code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect((await logRow(body.transaction_id))?.httpStatus).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('HTTP log', () => {
  it('writes a sign-in with its transaction id, status and user, with the password and tokens redacted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      headers: { cookie: 'session=abc', 'x-client': 'tests' },
      payload: { username: 'signer', password: encryptLoginPassword(t.publicKey, 'Demo#2026') },
    });
    expect(response.statusCode).toBe(200);
    const transactionId = String(response.headers['x-transaction-id']);
    const row = await logRow(transactionId);
    const [signer] = await t.database.db.select().from(users).where(eq(users.username, 'signer'));
    expect(row).toMatchObject({
      method: 'POST',
      url: loginUrl,
      httpStatus: 200,
      userId: signer?.id,
      requestBody: { username: 'signer', password: '[REDACTED]' },
      responseBody: {
        data: {
          token: '[REDACTED]',
          refresh_token: '[REDACTED]',
          token_type: 'Bearer',
          expires_in: 28800,
          token_expires_in: 900,
        },
      },
    });
    expect(row?.requestHeader).toMatchObject({ cookie: '[REDACTED]', 'x-client': 'tests' });
    expect(JSON.stringify(row)).not.toContain(JSON.parse(response.body).data.token);
  });

  it('redacts the Authorization header and secrets at any depth and in any case', async () => {
    const { token } = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'PUT',
      url: endpointRoute(updateMe),
      headers: bearer(token),
      payload: {
        notification_topup: true,
        Nested: { Client_Secret: 's3', list: [{ OTP: '123456', otp_status: 'waiting' }] },
      },
    });
    expect(response.statusCode).toBe(400);
    const row = await logRow(String(response.headers['x-transaction-id']));
    expect(row?.requestHeader['authorization']).toBe('[REDACTED]');
    expect(row?.requestBody).toEqual({
      notification_topup: true,
      Nested: { Client_Secret: '[REDACTED]', list: [{ OTP: '[REDACTED]', otp_status: 'waiting' }] },
    });
    expect(row?.userId).not.toBeNull();
    expect(row?.responseBody).toMatchObject({
      code: 'validation_failed',
      transaction_id: row?.transactionId,
    });
  });

  it('redacts secrets in the query string and keeps the rest of the URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointRoute(getMe)}?token=abc&page=2`,
    });
    const row = await logRow(String(response.headers['x-transaction-id']));
    expect(row?.url).toBe(`${endpointRoute(getMe)}?token=%5BREDACTED%5D&page=2`);
    expect(row?.httpStatus).toBe(401);
  });

  it('does not log readiness probes or paths outside /api', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(await logRow(String(health.headers['x-transaction-id']))).toBeUndefined();
    expect(await logRow(String(config.headers['x-transaction-id']))).toBeUndefined();
  });

  it('never fails a request when the log cannot be written', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.db.execute(sql`drop table http_logs`);
      const response = await broken.app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      await broken.app.flushHttpLogs();
      expect(
        (await broken.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode,
      ).toBe(200);
      await broken.app.flushHttpLogs();
    } finally {
      await broken.close();
    }
  });
});

describe('web app (STATIC_DIR)', () => {
  let web: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'esign-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><title>E-sign</title><div id="root"></div>',
    );
    await writeFile(join(dir, 'assets', 'app-3f2a.js'), 'console.log("app")');
    await writeFile(join(dir, 'assets', 'pdf.worker.min-Qw3r.mjs'), '/* pdf.js worker */');
    await mkdir(join(dir, 'pdfjs', 'standard_fonts'), { recursive: true });
    await writeFile(join(dir, 'pdfjs', 'standard_fonts', 'Sans.ttf'), 'font bytes');
    web = await createTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at the root and for client routes a browser navigates to', async () => {
    for (const url of ['/', '/admin/documents/sign', '/login?redirect-url=%2Fadmin']) {
      const response = await web.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('caches pdf.js fonts for good under the name of the worker they ship with', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/pdfjs/build-pdf.worker.min-Qw3r/standard_fonts/Sans.ttf',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('font bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates pdf.js fonts asked for without a version or under a worker this build lacks', async () => {
    for (const url of [
      '/pdfjs/standard_fonts/Sans.ttf',
      // A page opened before a deploy that upgraded pdf.js: today's files, not kept.
      '/pdfjs/build-pdf.worker.min-0ld1/standard_fonts/Sans.ttf',
    ]) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('font bytes');
      expect(response.headers['cache-control']).toBe('no-cache');
      const etag = response.headers['etag'];
      expect(etag).toBeDefined();
      const again = await web.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const missing = await web.app.inject({
      method: 'GET',
      url: '/pdfjs/build-pdf.worker.min-Qw3r/standard_fonts/Missing.ttf',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps /api and /config.json as the API and answers missing files with 404', async () => {
    const api = await web.app.inject({
      method: 'GET',
      url: '/api/admin/api/v1/unknown',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(errorOf(api.body).code).toBe('not_found');
    const missingAsset = await web.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    const config = await web.app.inject({ method: 'GET', url: '/config.json' });
    expect(RuntimeConfigSchema.safeParse(config.json()).success).toBe(true);
    const me = await web.app.inject({ method: 'GET', url: endpointRoute(getMe) });
    expect(me.statusCode).toBe(401);
  });
});
