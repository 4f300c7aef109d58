import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  COLOR_MODE_COOKIE,
  POWERED_BY_PLACEHOLDER,
  PRERENDERED_LOGIN_FILES,
  PRERENDERED_PAGES_DIR,
  REFRESH_TOKEN_COOKIE,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const SSO_ENV = {
  SSO_ISSUER: 'https://login.example.com/tenant/v2.0',
  SSO_AUDIENCE: 'api://esign',
  SSO_JWKS_URL: 'https://login.example.com/tenant/discovery/v2.0/keys',
  SSO_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  SSO_AUTHORITY: 'https://login.example.com/tenant',
};

describe('/login drawn in the HTML (prerendered)', () => {
  let dir: string;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp({ env: { STATIC_DIR: dir, ...env } });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'esign-prerendered-'));
    await mkdir(join(dir, PRERENDERED_PAGES_DIR));
    await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const page = (variant: string) =>
      `<!doctype html><div id="prerendered-page">${variant} form<p>Powered by ${POWERED_BY_PLACEHOLDER}</p></div><div id="root"></div>`;
    await writeFile(
      join(dir, PRERENDERED_PAGES_DIR, PRERENDERED_LOGIN_FILES.withoutSso),
      page('password'),
    );
    await writeFile(
      join(dir, PRERENDERED_PAGES_DIR, PRERENDERED_LOGIN_FILES.withSso),
      page('password and SSO'),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("sends a visitor without a session the drawn page, with this server's poweredBy escaped as HTML", async () => {
    const web = await start({ POWERED_BY: 'Acme <Trust> & "Sign"' });
    const response = await web.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toBe('accept-encoding, cookie');
    expect(response.body).toContain('<div id="prerendered-page">password form');
    expect(response.body).toContain('Powered by Acme &lt;Trust&gt; &amp; &quot;Sign&quot;');
    expect(response.body).not.toContain(POWERED_BY_PLACEHOLDER);
    // The security headers of every answer (no inline script may run).
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('draws the SSO variant when the server has SSO', async () => {
    const web = await start(SSO_ENV);
    const response = await web.app.inject({ method: 'GET', url: '/login', headers: HTML });
    expect(response.body).toContain('password and SSO form');
  });

  it('sends it compressed in the encoding the browser asks for, each with its own ETag, and answers 304 to a matching one', async () => {
    const web = await start({});
    const plain = await web.app.inject({ method: 'GET', url: '/login', headers: HTML });
    const br = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const etags = new Set([plain.headers['etag'], br.headers['etag'], gzip.headers['etag']]);
    expect(etags.size).toBe(3);

    const again = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends index.html to a visitor with a session (the app goes on to /admin), to one who chose dark mode, and in maintenance mode', async () => {
    const web = await start({});
    const choseDark = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, cookie: `${COLOR_MODE_COOKIE}=dark` },
    });
    expect(choseDark.body).toBe('<!doctype html><div id="root"></div>');
    const choseLight = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, cookie: `${COLOR_MODE_COOKIE}=light` },
    });
    expect(choseLight.body).toContain('<div id="prerendered-page">');

    const signedIn = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...HTML, cookie: `theme=dark; ${REFRESH_TOKEN_COOKIE}=v1.abc.def` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe('<!doctype html><div id="root"></div>');

    const maintenance = await start({ MAINTENANCE_MODE: 'true' });
    const duringMaintenance = await maintenance.app.inject({
      method: 'GET',
      url: '/login',
      headers: HTML,
    });
    expect(duringMaintenance.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('does not send the page templates as files, and answers a non-HTML request for /login with 404', async () => {
    const web = await start({});
    const template = await web.app.inject({
      method: 'GET',
      url: `/${PRERENDERED_PAGES_DIR}/${PRERENDERED_LOGIN_FILES.withoutSso}`,
      headers: { accept: '*/*' },
    });
    expect(template.statusCode).toBe(404);
    const json = await web.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ status: 404 });
  });

  it('sends index.html for /login when the build has no drawn page', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'esign-static-bare-'));
    try {
      await writeFile(join(bare, 'index.html'), '<!doctype html><div id="root"></div>');
      const web = await createTestApp({ env: { STATIC_DIR: bare } });
      apps.push(web);
      const response = await web.app.inject({ method: 'GET', url: '/login', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
