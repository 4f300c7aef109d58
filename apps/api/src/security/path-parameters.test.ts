import {
  allEndpoints,
  endpointRoute,
  ErrorBodySchema,
  getDocumentCategory,
  resendBulkOtp,
  type EndpointDefinition,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { multipartPayload } from '../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

// Values that broke a path parameter before it reached its schema (the security battery of
// issue 8): not a number, NUL, beyond a PostgreSQL integer, negative, zero, not a UUID,
// over-long, and a percent sign.
const MALFORMED_SEGMENTS = [
  'abc',
  '%00',
  'a%00b',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  // Over the 64 characters of a reference number, within the router's 100 (see below).
  'x'.repeat(100),
  '%25',
];

interface ParamCase {
  endpoint: EndpointDefinition;
  segment: string;
  url: string;
  /** The decoded value the server's schema sees. */
  value: string;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const withParams = allEndpoints.filter((endpoint) => endpoint.path.includes(':'));

const cases: ParamCase[] = withParams.flatMap((endpoint) =>
  MALFORMED_SEGMENTS.map((segment) => ({
    endpoint,
    segment,
    url: endpointRoute(endpoint).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, segment),
    value: decoded(segment),
  })),
);

/** What the endpoint's own params schema says of the value: the test expects 400 exactly when it refuses. */
function refusedBySchema({ endpoint, value }: ParamCase): boolean {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
  const params = Object.fromEntries(names.map((name) => [name, value]));
  return endpoint.params ? !z.safeParse(endpoint.params, params).success : false;
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'superadmin')).token;
});

afterAll(async () => {
  await t?.close();
});

describe('path parameters of every endpoint', () => {
  it('covers every endpoint that has a path parameter, each with a params schema', () => {
    expect(withParams.length).toBeGreaterThan(0);
    for (const endpoint of withParams)
      expect({ endpoint: endpoint.id, params: endpoint.params !== undefined }).toEqual({
        endpoint: endpoint.id,
        params: true,
      });
  });

  it('answers 400 naming the parameter for each malformed value, and never 5xx, to a user who may call it', async () => {
    const failures: string[] = [];
    for (const testCase of cases) {
      const { endpoint, url } = testCase;
      const response = await t.app.inject({
        method: endpoint.method,
        url,
        headers: endpoint.access === 'public' ? {} : bearer(token),
        // A multipart endpoint gets an (empty) form, so the parameter is what it can refuse.
        ...(endpoint.multipart ? { payload: multipartPayload({}) } : {}),
      });
      const label = `${endpoint.method} ${url.slice(0, 120)} → ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(label);
      else if (refusedBySchema(testCase)) {
        const body = ErrorBodySchema.parse(response.json());
        const named = body.messages?.some(
          (message) => typeof message === 'object' && message.param === 'id',
        );
        if (response.statusCode !== 400 || !named) failures.push(`${label} (expected 400 on id)`);
      } else if (response.statusCode !== 404 && response.statusCode !== 400) {
        // A well-formed value that names nothing: not found, or refused by the router.
        failures.push(`${label} (expected 404)`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a segment that does not decode (400) or is over 100 characters (414) before routing, with an error body and the security headers', async () => {
    for (const endpoint of withParams) {
      for (const [segment, status] of [
        ['%ED%A0%80', 400],
        ['x'.repeat(101), 414],
      ] as const) {
        const url = endpointRoute(endpoint).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, segment);
        const response = await t.app.inject({ method: endpoint.method, url });
        expect({ url, status: response.statusCode }).toEqual({ url, status });
        const body = ErrorBodySchema.parse(response.json());
        expect(body.code).toBe('bad_request');
        expect(response.headers['x-transaction-id']).toBe(body.transaction_id);
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['x-frame-options']).toBe('DENY');
      }
    }
  });

  it('answers 401 before looking at the parameters when no one is signed in', async () => {
    for (const { endpoint, url } of cases) {
      if (endpoint.access === 'public') continue;
      const response = await t.app.inject({ method: endpoint.method, url });
      const call = `${endpoint.method} ${url.slice(0, 120)}`;
      expect({ call, status: response.statusCode }).toEqual({ call, status: 401 });
    }
  });

  it.each([
    [resendBulkOtp.id, 'abc', resendBulkOtp, 'Must be a UUID'],
    [getDocumentCategory.id, '2147483648', getDocumentCategory, 'Must be at most 2147483647'],
  ] as const)(
    'refuses what the security battery found (%s with %s) with 400 naming the id',
    async (_id, value, endpoint, message) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpointRoute(endpoint).replace(':id', value),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).messages).toEqual([
        { param: 'id', messages: [message] },
      ]);
    },
  );
});
