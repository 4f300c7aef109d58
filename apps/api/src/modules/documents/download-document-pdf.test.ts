import { downloadDocumentPdf, endpointUrl, ErrorBodySchema } from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createFixtureDocument } from '../../testing/document-fixtures';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let url: string;
let whole: Buffer;
let signerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const doc = await createFixtureDocument(t.context, {
    uploader: 'superadmin',
    signers: ['signer'],
  });
  url = endpointUrl(downloadDocumentPdf, { id: doc.reference });
  signerToken = (await signIn(t, 'signer')).token;
  const response = await download({});
  expect(response.statusCode).toBe(200);
  whole = response.rawPayload;
});
afterAll(async () => {
  await t?.close();
});

function download(headers: Record<string, string>, token = signerToken) {
  return t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

describe('downloading a document’s PDF in ranges', () => {
  it('sends the whole file with accept-ranges and an ETag naming its version', async () => {
    const response = await download({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['etag']).toMatch(/^"pdf-\d+"$/);
    expect(response.headers['content-length']).toBe(String(whole.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(whole.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a range with 206, its bytes and a content-range over the file size', async () => {
    const first = await download({ range: 'bytes=0-1023' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1023/${whole.length}`);
    expect(first.headers['content-length']).toBe('1024');
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.rawPayload.equals(whole.subarray(0, 1024))).toBe(true);

    const middle = await download({ range: `bytes=100-${whole.length + 500}` });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(middle.rawPayload.equals(whole.subarray(100))).toBe(true);

    const tail = await download({ range: 'bytes=-64' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${whole.length - 64}-${whole.length - 1}/${whole.length}`,
    );
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 64))).toBe(true);
  });

  it('refuses a range that starts past the end with 416, the file size and an error body', async () => {
    const response = await download({ range: `bytes=${whole.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(ErrorBodySchema.parse(response.json()).code).toBe('range_not_satisfiable');
  });

  it('ignores a malformed, inverted or multiple range and sends the whole file', async () => {
    for (const range of ['bytes=abc-def', 'bytes=50-10', 'bytes=0-9,20-29', 'pages=1-2']) {
      const response = await download({ range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(whole)).toBe(true);
    }
  });

  it('sends the whole file when If-Range names another version (the document changed meanwhile)', async () => {
    const current = (await download({})).headers['etag'];
    const same = await download({ range: 'bytes=0-9', 'if-range': String(current) });
    expect(same.statusCode).toBe(206);
    const other = await download({ range: 'bytes=0-9', 'if-range': '"pdf-0"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(whole)).toBe(true);
  });

  it('checks access on every range request', async () => {
    const outsider = (await signIn(t, 'viewer')).token;
    const refused = await download({ range: 'bytes=0-9' }, outsider);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-range']).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
