// node --test tools/scripts/axios-browser.test.mjs
// The axios the shell's browser build bundles (apps/shell/axios-browser-plugin.mjs): which imports
// the plugin redirects, and that the trimmed entry behaves as axios's own for what the app uses
// (create with defaults, interceptors, JSON bodies, the error and cancel checks). Node has no
// XMLHttpRequest, so requests here go through axios's http adapter; the XHR adapter the browser
// uses is exercised by the end-to-end specs on the built app.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as original from 'axios';
import trimmed, * as trimmedExports from '../../apps/shell/axios-browser.mjs';
import {
  AXIOS_BROWSER_ENTRY,
  NO_FETCH_ADAPTER,
  axiosBrowser,
} from '../../apps/shell/axios-browser-plugin.mjs';

const root = join(import.meta.dirname, '../..');

describe('axios browser plugin', () => {
  const plugin = axiosBrowser();
  const resolve = (source, importer) => plugin.resolveId.call({}, source, importer);

  it('sends the app code’s axios imports to the trimmed entry, and nothing else', () => {
    assert.equal(
      resolve('axios', join(root, 'libs/api-client/src/api-client.ts')),
      AXIOS_BROWSER_ENTRY,
    );
    assert.equal(resolve('axios', join(root, 'node_modules/some-package/index.js')), null);
    assert.equal(resolve('axios', AXIOS_BROWSER_ENTRY), null);
    assert.equal(resolve('zod', join(root, 'libs/api-client/src/api-client.ts')), null);
  });

  it('replaces the fetch adapter imported by axios’s adapter table only', () => {
    const adapters = join(root, 'node_modules/axios/lib/adapters/adapters.js');
    assert.equal(resolve('./fetch.js', adapters), NO_FETCH_ADAPTER);
    assert.equal(resolve('./fetch.js', join(root, 'libs/api-client/src/api-client.ts')), null);
    assert.equal(resolve('./xhr.js', adapters), null);
  });

  it('loads a fetch adapter that reports itself unsupported, so the XHR adapter is chosen', async () => {
    const source = plugin.load.call({}, NO_FETCH_ADAPTER);
    const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
    assert.equal(module.getFetch({}), false);
    assert.equal(plugin.load.call({}, 'other'), null);
    assert.deepEqual(original.default.defaults.adapter, ['xhr', 'http', 'fetch']);
  });
});

describe('trimmed axios entry', () => {
  let server;
  let baseURL;
  before(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url, 'http://localhost');
      const status = url.pathname === '/missing' ? 404 : 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          query: url.search,
          authorization: request.headers.authorization ?? null,
          accept: request.headers.accept,
        }),
      );
    });
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    baseURL = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => new Promise((done) => server.close(done)));

  it('exports axios’s own helpers, the same functions and classes', () => {
    for (const name of [
      'AxiosError',
      'AxiosHeaders',
      'CanceledError',
      'isAxiosError',
      'isCancel',
    ]) {
      assert.equal(trimmedExports[name], original[name], name);
      assert.equal(trimmed[name], original[name], `default.${name}`);
    }
    assert.equal(trimmed.defaults.adapter, original.default.defaults.adapter);
  });

  it('creates instances that merge defaults, run interceptors and parse JSON', async () => {
    const client = trimmed.create({
      baseURL,
      headers: { Accept: 'application/json' },
      paramsSerializer: { indexes: null },
    });
    client.interceptors.request.use((config) => {
      config.headers.set('Authorization', 'Bearer token');
      return config;
    });
    const response = await client.get('/echo', { params: { ids: [1, 2] } });
    assert.equal(response.status, 200);
    assert.deepEqual(response.data, {
      query: '?ids=1&ids=2',
      authorization: 'Bearer token',
      accept: 'application/json',
    });
  });

  it('rejects an HTTP error with an AxiosError carrying the response', async () => {
    const client = trimmed.create({ baseURL });
    const error = await client.get('/missing').then(
      () => assert.fail('expected a rejection'),
      (reason) => reason,
    );
    assert.ok(trimmedExports.isAxiosError(error));
    assert.ok(error instanceof trimmedExports.AxiosError);
    assert.equal(error.response.status, 404);
    assert.equal(error.response.data.query, '');
  });

  it('reports an aborted request as cancelled', async () => {
    const client = trimmed.create({ baseURL });
    const controller = new AbortController();
    controller.abort();
    const error = await client.get('/echo', { signal: controller.signal }).catch((e) => e);
    assert.ok(trimmedExports.isCancel(error));
  });
});
