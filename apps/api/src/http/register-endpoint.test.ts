import { dataEnvelope, defineEndpoint, endpointRoute, ErrorBodySchema } from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { registerEndpoint } from './register-endpoint';

// Endpoints that exist only in this test, declared the way the contract declares real ones.
const topUpProbe = defineEndpoint({
  id: 'topUpProbe',
  method: 'GET',
  prefix: 'admin',
  path: 'probe/top-up/:id',
  tag: 'test',
  summary: 'Needs ematerai.topup',
  access: { permission: 'ematerai.topup' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  response: dataEnvelope(z.object({ id: z.number(), page: z.number(), user_id: z.number() })),
});

const createProbe = defineEndpoint({
  id: 'createProbe',
  method: 'POST',
  prefix: 'tools',
  path: 'probe',
  tag: 'test',
  summary: 'Any signed-in user; answers 201',
  access: 'session',
  body: z.object({ name: z.string().min(1) }).strict(),
  response: dataEnvelope(z.object({ name: z.string() })),
  successStatus: 201,
});

const brokenProbe = defineEndpoint({
  id: 'brokenProbe',
  method: 'GET',
  prefix: 'admin',
  path: 'probe/broken',
  tag: 'test',
  summary: 'Returns a body that does not match its schema',
  access: 'public',
  response: dataEnvelope(z.object({ count: z.number() })),
});

const downloadProbe = defineEndpoint({
  id: 'downloadProbe',
  method: 'GET',
  prefix: 'downloader',
  path: 'probe/file',
  tag: 'test',
  summary: 'A binary download',
  access: 'session',
  response: null,
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      registerEndpoint(app, topUpProbe, async ({ params, query, principal }) => ({
        // `secret` is not in the response schema, so it must not reach the client.
        data: {
          id: params.id,
          page: query.page,
          user_id: principal.userId,
          secret: 'do-not-send',
        } as never,
      }));
      registerEndpoint(app, createProbe, async ({ body }) => ({ data: { name: body.name } }));
      registerEndpoint(app, brokenProbe, async () => ({ data: { count: 'many' } }) as never);
      registerEndpoint(app, downloadProbe, async ({ reply }) =>
        reply
          .header('content-disposition', 'attachment; filename="probe.pdf"')
          .type('application/pdf')
          .send(Buffer.from('%PDF-1.7 probe')),
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const topUpUrl = (id: string) => endpointRoute(topUpProbe).replace(':id', id);

describe('registerEndpoint', () => {
  it('answers 401 to a permission endpoint without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: topUpUrl('7') });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 when the user lacks the permission, naming it', async () => {
    const { token } = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'GET',
      url: topUpUrl('7'),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('forbidden');
    expect(body.error).toContain('ematerai.topup');
  });

  it('runs the handler for a user holding the permission, with parsed params and query, and serialises only schema fields', async () => {
    for (const username of ['finance', 'superadmin']) {
      const { token } = await signIn(t, username);
      const response = await t.app.inject({
        method: 'GET',
        url: `${topUpUrl('7')}?page=3`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: 7, page: 3, user_id: expect.any(Number) } });
    }
  });

  it('names an invalid path parameter', async () => {
    const { token } = await signIn(t, 'finance');
    const response = await t.app.inject({
      method: 'GET',
      url: topUpUrl('abc'),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).messages).toEqual([
      { param: 'id', messages: [expect.any(String)] },
    ]);
  });

  it('answers with the success status of the endpoint', async () => {
    const { token } = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'POST',
      url: endpointRoute(createProbe),
      headers: bearer(token),
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { name: 'x' } });
  });

  it('turns a response that breaks its schema into a 500, not a malformed body', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpointRoute(brokenProbe) });
    expect(response.statusCode).toBe(500);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('internal_error');
  });

  it('lets a binary endpoint send its own body', async () => {
    const { token } = await signIn(t, 'viewer');
    const response = await t.app.inject({
      method: 'GET',
      url: endpointRoute(downloadProbe),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('%PDF-1.7 probe');
  });
});

describe('registerEndpoint with compiled response serialisers (production)', () => {
  it('writes only the schema fields and leaves checking the values to the test suite', async () => {
    const compiled = await createTestApp({
      env: { RESPONSE_SERIALIZATION: 'compiled' },
      seed: 'none',
      beforeReady: (app) => {
        registerEndpoint(
          app,
          brokenProbe,
          async () => ({ data: { count: 'many', secret: 'do-not-send' } }) as never,
        );
      },
    });
    try {
      const response = await compiled.app.inject({
        method: 'GET',
        url: endpointRoute(brokenProbe),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"data":{"count":"many"}}');
    } finally {
      await compiled.close();
    }
  });
});
