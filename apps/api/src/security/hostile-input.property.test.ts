import { allEndpoints, endpointRoute, type EndpointDefinition } from '@esign/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { EXECUTABLE_BYTES } from '../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

// Generated hostile values against every endpoint's params, query and body, as a signed-in
// super administrator (every permission, so validation and the handlers are reached). A
// multipart endpoint gets its body as form fields with hostile files (wrong magic bytes,
// undeclared names, broken PDFs, images claiming huge sizes) or as malformed multipart.
// Deterministic: a fixed seed and a bounded number of runs.

const SEED = 20_261_123;

/** Any UTF-16 code unit, so lone surrogates and NUL come up often. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\u001b[2J',
    '\u202eevil',
    '',
    ' ',
    '2147483648',
    '-1',
    '0',
    '1e308',
    'NaN',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '00000000-0000-0000-0000-000000000000',
    'PKS-2026-0101',
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: anyCodeUnit, minLength: 200, maxLength: 3000 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1.5, 1e308, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString');

const hostileScalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

/** Nested objects and arrays, with prototype keys among the others. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(prototypeKey, hostileString), tie('value'), { maxKeys: 4 }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Values shaped like the schema (its keys, plausible and hostile values), or anything at all. */
function shapedLike(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileJson;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part) => shapedLike(part, depth + 1)));
  if (schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        shapedLike(property, depth + 1),
      ]),
    );
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.record(fields), fc.dictionary(prototypeKey, hostileJson, { maxKeys: 2 }))
          .map(([known, extra]) => Object.assign(Object.create(null), known, extra) as unknown),
      },
      { weight: 1, arbitrary: hostileJson },
    );
  }
  if (schema.items)
    return fc.oneof(fc.array(shapedLike(schema.items, depth + 1), { maxLength: 5 }), hostileJson);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number'))
    return fc.oneof(fc.integer({ min: 1, max: 50 }), hostileNumber, hostileString);
  if (types.includes('string')) return fc.oneof(hostileString, hostileNumber);
  return hostileJson;
}

function jsonSchemaOf(schema: z.core.$ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * encodeURIComponent for any string: a lone surrogate (which it refuses) goes out as the three
 * bytes of its code unit, the way a hostile client would send it.
 */
function encodeAny(value: string): string {
  let out = '';
  for (const char of value) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** A query value as a client could send it: text, a number, or a repeated key. */
function queryPairs(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      pairs.push(
        `${encodeAny(key)}=${encodeAny(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
      );
  }
  return pairs.join('&');
}

interface HostileFile {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}

interface HostileRequest {
  /** The endpoint's id (a counterexample stays readable). */
  endpointId: string;
  params: string[];
  query: unknown;
  body: unknown;
  /** The body is sent as JSON text (or form fields); otherwise as this raw string. */
  rawBody: string | null;
  /** Files of a multipart body. */
  files: HostileFile[];
}

/** A PNG signature and IHDR claiming 60000 × 60000 pixels, and nothing else. */
const PNG_BOMB_HEADER = Buffer.from(
  '89504e470d0a1a0a0000000d49484452' + '0000ea600000ea600806000000',
  'hex',
);

const hostileFileBytes = fc.oneof(
  fc.constantFrom(
    EXECUTABLE_BYTES,
    new Uint8Array(0),
    Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'),
    Buffer.from('%PDF-1.7 no end'),
    PNG_BOMB_HEADER,
    Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x02]),
    Buffer.from('PK\u0003\u0004not really a zip'),
  ),
  fc.uint8Array({ maxLength: 64 }),
);

/** Malformed multipart bodies, sent under `multipart/form-data; boundary=x`. */
const MALFORMED_MULTIPART = [
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
  '--y\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--y--\r\n',
  '--x\r\nContent-Disposition: form-data; name="po_attachment"; filename="a.pdf"\r\n\r\n%PDF-',
  '--x\r\n\r\n\r\n--x--',
  '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="amount"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--x--\r\n',
  '',
];

const endpointsWithInput = allEndpoints.filter(
  (endpoint) => endpoint.params || endpoint.query || endpoint.body,
);
// About ten requests per endpoint, so the fixed seed still reaches every one as endpoints are added.
const RUNS = Math.max(400, endpointsWithInput.length * 10);
const endpointById = new Map<string, EndpointDefinition>(
  endpointsWithInput.map((endpoint) => [endpoint.id, endpoint]),
);
function endpointOf(request: HostileRequest): EndpointDefinition {
  const endpoint = endpointById.get(request.endpointId);
  if (!endpoint) throw new Error(`No endpoint ${request.endpointId}`);
  return endpoint;
}

const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .constantFrom(...endpointsWithInput)
  .chain((endpoint) => {
    const paramCount = (endpoint.path.match(/:[A-Za-z_]/g) ?? []).length;
    const paramValue = fc.oneof(
      hostileString.map((value) => value.slice(0, 90)),
      hostileNumber.map(String),
    );
    const fileNames = Object.keys(endpoint.multipart?.files ?? {});
    const hostileFile = fc.record({
      name:
        fileNames.length > 0
          ? fc.oneof(fc.constantFrom(...fileNames), hostileString)
          : hostileString,
      fileName: hostileString.map((value) => value.slice(0, 80)),
      bytes: hostileFileBytes,
    });
    return fc.record({
      endpointId: fc.constant(endpoint.id),
      files: endpoint.multipart ? fc.array(hostileFile, { maxLength: 3 }) : fc.constant([]),
      params: fc.array(paramValue, { minLength: paramCount, maxLength: paramCount }),
      query: shapedLike(jsonSchemaOf(endpoint.query)),
      body: shapedLike(jsonSchemaOf(endpoint.body)),
      rawBody: fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            ...(endpoint.multipart ? MALFORMED_MULTIPART : []),
            '{"a":',
            '{"__proto__":{"admin":true}}',
            '{"constructor":{"prototype":{"admin":true}}}',
            '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
            `{${Array.from({ length: 1500 }, (_v, index) => `"k${index}":0`).join(',')}}`,
            '"\\u0000"',
            'null',
          ),
        },
      ),
    });
  });

/** The body of a multipart endpoint as form fields (a list as repeated `name[]`) and files. */
function formOf(request: HostileRequest): FormData {
  const form = new FormData();
  const text = (value: unknown) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (request.body !== null && typeof request.body === 'object')
    for (const [name, value] of Object.entries(request.body)) {
      if (Array.isArray(value)) for (const item of value) form.append(`${name}[]`, text(item));
      else form.append(name, text(value));
    }
  for (const file of request.files)
    form.append(file.name, new Blob([Buffer.from(file.bytes)]), file.fileName);
  return form;
}

/** The headers and payload a client would send: JSON, or multipart to a multipart endpoint. */
function bodyOf(request: HostileRequest): { contentType?: string; payload: string | FormData } {
  if (endpointOf(request).multipart)
    return request.rawBody === null
      ? { payload: formOf(request) }
      : { contentType: 'multipart/form-data; boundary=x', payload: request.rawBody };
  return {
    contentType: 'application/json',
    payload: request.rawBody ?? JSON.stringify(request.body) ?? 'null',
  };
}

function urlOf(request: HostileRequest): string {
  let index = 0;
  const path = endpointRoute(endpointOf(request)).replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () =>
    encodeAny(request.params[index++] ?? ''),
  );
  const query = queryPairs(request.query);
  return query ? `${path}?${query}` : path;
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

describe('hostile input to every endpoint', () => {
  it('never answers 5xx to generated hostile params, query and body', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (request) => {
        const endpoint = endpointOf(request);
        seen.add(endpoint.id);
        const body = endpoint.method !== 'GET' ? bodyOf(request) : null;
        const response = await t.app.inject({
          method: endpoint.method,
          url: urlOf(request),
          headers: {
            ...(endpoint.access === 'public' ? {} : bearer(token)),
            ...(body?.contentType ? { 'content-type': body.contentType } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        // The request and the answer travel with the status, so a failure shows what broke.
        const answer = `${endpoint.method} ${response.body.slice(0, 300)}`;
        expect({ answer, serverError: response.statusCode >= 500 }).toEqual({
          answer,
          serverError: false,
        });
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The seed reaches every endpoint that takes input.
    expect([...seen].sort()).toEqual(endpointsWithInput.map((endpoint) => endpoint.id).sort());
  });
});
