import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  downloadDocumentList,
  endpointUrl,
  getMe,
  login,
  refreshToken,
  type TokenPair,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, postLogin, signIn, type TestApp } from '../testing/test-app';
import { contentSecurityPolicy } from './security-headers';

type Headers = Record<string, string | string[] | number | undefined>;

let t: TestApp;
let staticDir: string;
let tokens: TokenPair;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'esign-static-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app");');
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
  tokens = await signIn(t, 'superadmin');
});

afterAll(async () => {
  await t?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The headers every response must carry, whatever its kind. */
function expectSecurityHeaders(headers: Headers, label: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  // The label travels with the facts, so a failure names the kind of response.
  expect({
    label,
    defaultSrcSelf: csp.includes("default-src 'self'"),
    scriptSrcSelf: csp.includes("script-src 'self';"),
    inlineScript: /script-src[^;]*'unsafe-inline'/.test(csp),
    frameAncestorsNone: csp.includes("frame-ancestors 'none'"),
    objectSrcNone: csp.includes("object-src 'none'"),
    frameOptions: headers['x-frame-options'],
    contentTypeOptions: headers['x-content-type-options'],
    referrerPolicy: headers['referrer-policy'],
    // Plain HTTP: HSTS would be ignored, and must not pin a development host to HTTPS.
    hsts: headers['strict-transport-security'],
  }).toEqual({
    label,
    defaultSrcSelf: true,
    scriptSrcSelf: true,
    inlineScript: false,
    frameAncestorsNone: true,
    objectSrcNone: true,
    frameOptions: 'DENY',
    contentTypeOptions: 'nosniff',
    referrerPolicy: 'no-referrer',
    hsts: undefined,
  });
}

describe('security headers', () => {
  it('are on every kind of response: JSON 200, 4xx error, 404, binary download, index.html and assets', async () => {
    const responses = {
      'JSON 200': await t.app.inject({
        method: 'GET',
        url: endpointUrl(getMe),
        headers: bearer(tokens.token),
      }),
      '401 error': await t.app.inject({ method: 'GET', url: endpointUrl(getMe) }),
      '400 error': await t.app.inject({ method: 'POST', url: endpointUrl(login), payload: {} }),
      '404 API': await t.app.inject({ method: 'GET', url: '/api/admin/api/v1/nothing-here' }),
      'binary download': await t.app.inject({
        method: 'GET',
        url: `${endpointUrl(downloadDocumentList)}?status=completed`,
        headers: bearer(tokens.token),
      }),
      'index.html': await t.app.inject({ method: 'GET', url: '/' }),
      'SPA route': await t.app.inject({
        method: 'GET',
        url: '/admin/documents/sign',
        headers: { accept: 'text/html' },
      }),
      asset: await t.app.inject({ method: 'GET', url: '/assets/app.js' }),
      'runtime config': await t.app.inject({ method: 'GET', url: '/config.json' }),
    };
    expect(responses['JSON 200'].statusCode).toBe(200);
    expect(responses['401 error'].statusCode).toBe(401);
    expect(responses['400 error'].statusCode).toBe(400);
    expect(responses['404 API'].statusCode).toBe(404);
    expect(responses['binary download'].statusCode).toBe(200);
    expect(responses['binary download'].headers['content-type']).toContain('spreadsheetml');
    expect(responses['index.html'].statusCode).toBe(200);
    expect(responses['SPA route'].statusCode).toBe(200);
    expect(responses['asset'].statusCode).toBe(200);
    for (const [label, response] of Object.entries(responses))
      expectSecurityHeaders(response.headers, label);
  });

  it('mark token responses and other API answers no-store, and leave static caching as it was', async () => {
    const loggedIn = await postLogin(t, 'superadmin');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: endpointUrl(refreshToken),
      payload: { refresh_token: (loggedIn.json() as { data: TokenPair }).data.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getMe),
      headers: bearer(tokens.token),
    });
    expect(me.headers['cache-control']).toBe('no-store');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('add HSTS only to requests that came over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const overTls = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is the client's word, and ignored.
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow the SSO provider's origin for MSAL's requests and token iframe only when SSO is set up", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("frame-src 'none'");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");

    const withSso = contentSecurityPolicy({
      sso: {
        issuer: 'https://login.example.com/tenant/v2.0',
        audience: 'api://esign',
        jwksUrl: 'https://login.example.com/tenant/discovery/v2.0/keys',
        clientId: 'spa',
        authority: 'https://login.example.com/tenant',
        scopes: ['User.Read'],
      },
    });
    expect(withSso['connect-src']).toEqual(["'self'", 'https://login.example.com']);
    expect(withSso['frame-src']).toEqual(['https://login.example.com']);
  });

  it('meet a web app whose index.html has no inline script the policy would block', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../shell/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
