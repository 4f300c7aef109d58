import {
  allEndpoints,
  createBulkSign,
  DEFAULT_BODY_LIMIT,
  endpointBodyLimit,
  endpointRoute,
  ErrorBodySchema,
  login,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, loginUrl, signIn, type TestApp } from '../testing/test-app';
import { JSON_SHAPE_LIMITS, jsonShapeProblem } from './json-body-guard';
import { MAX_FIELD_ERRORS } from './error-handler';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

/** `{"k0":0,"k1":0,…}` with `count` keys. */
const manyKeys = (count: number) =>
  `{${Array.from({ length: count }, (_value, index) => `"k${index}":0`).join(',')}}`;

describe('request bodies', () => {
  it('gives the login a body limit of a few kilobytes, and every other endpoint one that fits it', () => {
    expect(endpointBodyLimit(login)).toBe(4 * 1024);
    for (const endpoint of allEndpoints) {
      // An upload may carry each of its files at its largest (a list field as many as it takes)
      // besides the default for fields.
      const files = Object.values(endpoint.multipart?.files ?? {});
      const allowed = files.reduce(
        (sum, file) => sum + file.maxBytes * (file.maxCount ?? 1),
        DEFAULT_BODY_LIMIT,
      );
      expect({
        endpoint: endpoint.id,
        withinDefault: endpointBodyLimit(endpoint) <= allowed,
      }).toEqual({ endpoint: endpoint.id, withinDefault: true });
    }
  });

  it('refuses an oversized login body with 413 before reading it', async () => {
    const response = await postJson(
      loginUrl,
      JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' }),
    );
    expect(response.statusCode).toBe(413);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.code).toBe('payload_too_large');
    expect(body.error).toBe('Request body is larger than 4096 bytes');
  });

  it('refuses a body of 60,000 unknown keys to the login with a small error', async () => {
    const response = await postJson(loginUrl, manyKeys(60_000));
    expect(response.statusCode).toBe(413);
    expect(response.body.length).toBeLessThan(300);
  });

  it('refuses a deeply nested login body with 400 before parsing it', async () => {
    const deep = `${'['.repeat(1000)}${']'.repeat(1000)}`;
    const response = await postJson(loginUrl, deep);
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).messages).toEqual([
      `Body is nested deeper than ${JSON_SHAPE_LIMITS.maxDepth} levels`,
    ]);
  });

  it('refuses a body with more keys than any schema needs, within the size limit, with 400', async () => {
    const { token } = await signIn(t, 'superadmin');
    const payload = manyKeys(JSON_SHAPE_LIMITS.maxKeys + 1);
    expect(payload.length).toBeLessThan(endpointBodyLimit(createBulkSign));
    const response = await postJson(endpointRoute(createBulkSign), payload, bearer(token));
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).messages).toEqual([
      `Body has more than ${JSON_SHAPE_LIMITS.maxKeys} fields`,
    ]);
  });

  it('names at most the first fields in a validation error and counts the rest', async () => {
    const response = await postJson(loginUrl, manyKeys(300));
    expect(response.statusCode).toBe(400);
    const messages = ErrorBodySchema.parse(response.json()).messages ?? [];
    expect(messages).toHaveLength(MAX_FIELD_ERRORS + 1);
    // 300 unknown keys and the two missing fields: the first 20 named, 282 counted.
    expect(messages.at(-1)).toBe('…and 282 more problems');
    expect(response.body.length).toBeLessThan(3000);
  });

  it('still refuses prototype keys in a body', async () => {
    const response = await postJson(loginUrl, '{"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
  });
});

describe('jsonShapeProblem', () => {
  const limits = { maxDepth: 3, maxKeys: 4 };

  it('accepts bodies within the limits, ignoring brackets, colons and escaped quotes inside strings', () => {
    expect(jsonShapeProblem('{"a":{"b":[1,2]}}', limits)).toBeNull();
    expect(jsonShapeProblem('{"a":"[[[[{:}:]]]] \\" [[[[ :::"}', limits)).toBeNull();
  });

  it('names the depth or the key count it refuses', () => {
    expect(jsonShapeProblem('[[[[1]]]]', limits)).toBe('Body is nested deeper than 3 levels');
    expect(jsonShapeProblem('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)).toBe(
      'Body has more than 4 fields',
    );
  });
});
