import { z } from 'zod';
import {
  defineEndpoint,
  getMe,
  login,
  logout,
  requestMultipleTopUps,
  updateMe,
  updateTopUpAttachment,
} from '@esign/contract';
import { apiClient, configureApiClient } from './api-client';
import { callEndpoint, checkEndpointResponse, ContractError, requestAt } from './call-endpoint';
import {
  createMockAdapter,
  requestBody,
  requestPath,
  type MockHandler,
} from './testing/mock-adapter';
import { errorBody, sessionUser, tokenPair } from './testing/factories';

const user = sessionUser({
  username: 'signer',
  permissions: ['home'],
  fe_permissions: ['home'],
});

const getDocument = defineEndpoint({
  id: 'testGetDocument',
  method: 'GET',
  prefix: 'admin',
  path: 'document/:ref/page/:page',
  tag: 'test',
  summary: 'test',
  access: 'session',
  params: z.object({ ref: z.string(), page: z.number() }),
  query: z.object({ status: z.string().optional(), ids: z.array(z.number()).optional() }),
  response: z.object({ data: z.object({ ref: z.string() }) }),
});

const upload = defineEndpoint({
  id: 'testUpload',
  method: 'POST',
  prefix: 'admin',
  path: 'upload',
  tag: 'test',
  summary: 'test',
  access: 'session',
  body: z.object({
    name: z.string(),
    size: z.number(),
    meta: z.object({ kind: z.string() }),
    tags: z.array(z.union([z.string(), z.object({ id: z.number() })])),
    note: z.string().optional(),
  }),
  multipart: {
    files: {
      scan: { required: true, maxBytes: 1024, kinds: ['pdf'] },
      extra: { required: false, maxBytes: 1024, kinds: ['png'] },
    },
  },
  response: z.object({ ok: z.boolean() }),
});

const uploadMany = defineEndpoint({
  id: 'testUploadMany',
  method: 'POST',
  prefix: 'admin',
  path: 'upload-many',
  tag: 'test',
  summary: 'test',
  access: 'session',
  multipart: {
    files: {
      files: { required: true, maxBytes: 1024, kinds: ['pdf'], maxCount: 3, perFile: true },
    },
  },
  response: z.object({ ok: z.boolean() }),
});

const downloadDocument = defineEndpoint({
  id: 'testDownload',
  method: 'GET',
  prefix: 'downloader',
  path: 'document/:ref',
  tag: 'test',
  summary: 'test',
  access: 'session',
  params: z.object({ ref: z.string() }),
  response: null,
});

function serve(handler: MockHandler) {
  configureApiClient({
    baseUrl: '',
    auth: {
      getAccessToken: () => 'access',
      getRefreshToken: () => null,
      saveTokens: jest.fn(),
      endSession: jest.fn(),
    },
    onForbidden: jest.fn(),
    isRootRoute: () => false,
  });
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('callEndpoint', () => {
  it('calls the prefixed path and returns the parsed body', async () => {
    const adapter = serve(() => ({ status: 200, data: { data: { user } } }));
    const me = await callEndpoint(getMe);
    expect(me.data.user.privy_id).toBe('DEMO002');
    expect(adapter.at(0).method).toBe('get');
    expect(requestPath(adapter.at(0))).toBe('/api/admin/api/v1/user/me');
  });

  it('fills and encodes path parameters and sends the query, lists as repeated keys', async () => {
    const adapter = serve(() => ({ status: 200, data: { data: { ref: 'A/1' } } }));
    await callEndpoint(getDocument, {
      params: { ref: 'A/1', page: 2 },
      query: { status: 'sign', ids: [1, 2] },
    });
    const request = adapter.at(0);
    expect(requestPath(request)).toBe('/api/admin/api/v1/document/A%2F1/page/2');
    expect(apiClient.getUri(request)).toBe(
      '/api/admin/api/v1/document/A%2F1/page/2?status=sign&ids=1&ids=2',
    );
  });

  it('sends the body as JSON with the method of the endpoint', async () => {
    const adapter = serve(() => ({
      status: 200,
      data: { data: { user: { ...user, notification_topup: true } } },
    }));
    const updated = await callEndpoint(updateMe, { body: { notification_topup: true } });
    expect(updated.data.user.notification_topup).toBe(true);
    expect(adapter.at(0).method).toBe('put');
    expect(requestBody(adapter.at(0))).toEqual({ notification_topup: true });
  });

  it('sends a multipart body: text fields, JSON objects, repeated name[] entries and named files', async () => {
    const adapter = serve(() => ({ status: 200, data: { ok: true } }));
    const scan = new File(['%PDF-1.7'], 'purchase-order.pdf', { type: 'application/pdf' });
    await callEndpoint(upload, {
      body: { name: 'PO 1', size: 3, meta: { kind: 'po' }, tags: ['a', { id: 2 }] },
      files: { scan },
    });
    const form = adapter.at(0).data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('PO 1');
    expect(form.get('size')).toBe('3');
    expect(form.get('meta')).toBe('{"kind":"po"}');
    expect(form.getAll('tags[]')).toEqual(['a', '{"id":2}']);
    expect(form.has('note')).toBe(false);
    expect(form.has('extra')).toBe(false);
    const sent = form.get('scan');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('purchase-order.pdf');
    // The browser writes the multipart content-type with its boundary; a JSON one would break it.
    expect(String(adapter.at(0).headers.get('Content-Type') ?? '')).not.toMatch(/json/);
  });

  it('sends each file of a list field under the field name, in order, keeping the names', async () => {
    const adapter = serve(() => ({ status: 200, data: { ok: true } }));
    const first = new File(['%PDF-1.7 a'], 'first.pdf');
    const second = new File(['%PDF-1.7 b'], 'second.pdf');
    await callEndpoint(uploadMany, { files: { files: [first, second] } });
    const sent = (adapter.at(0).data as FormData).getAll('files');
    expect(sent.map((file) => (file as File).name)).toEqual(['first.pdf', 'second.pdf']);
  });

  it('reports upload progress through onUploadProgress with the bytes sent and the total', async () => {
    const adapter = serve(() => ({ status: 200, data: { ok: true } }));
    const progress: [number, number][] = [];
    await callEndpoint(uploadMany, {
      files: { files: [new File(['%PDF-1.7'], 'a.pdf')] },
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const report = adapter.at(0).onUploadProgress;
    expect(report).toBeInstanceOf(Function);
    report?.({ loaded: 10, total: 40, bytes: 10, lengthComputable: true });
    report?.({ loaded: 25, bytes: 15, lengthComputable: false });
    expect(progress).toEqual([
      [10, 40],
      [25, 25],
    ]);
  });

  it('sends the rows of a multiple top-up as top_up_details[] JSON texts', async () => {
    const adapter = serve(() => ({ status: 200, data: { data: { transactions: [] } } }));
    const row = {
      office_area_id: 1,
      office_branch_id: 2,
      office_department_id: 3,
      po_number: 'PO-1',
      line_item_number: '10',
      amount: 20_000,
    };
    await callEndpoint(requestMultipleTopUps, { body: { top_up_details: [row, row] } });
    const form = adapter.at(0).data as FormData;
    expect(form.getAll('top_up_details[]')).toEqual([JSON.stringify(row), JSON.stringify(row)]);
    expect(form.has('po_attachment')).toBe(false);
    expect(requestPath(adapter.at(0))).toBe('/api/admin/api/v1/cost-center/top-up/multiple');
  });

  it('fails with a ContractError naming the endpoint when the response drifts from the contract', async () => {
    serve(() => ({ status: 200, data: { data: { user: { ...user, fe_permissions: 'home' } } } }));
    const failure = callEndpoint(getMe);
    await expect(failure).rejects.toBeInstanceOf(ContractError);
    await expect(failure).rejects.toMatchObject({ endpointId: 'getMe', status: 200 });
    await expect(failure).rejects.toThrow(/fe_permissions/);
  });

  it('does not try to refresh on a 401 of a public endpoint (wrong password)', async () => {
    const adapter = serve(() => ({
      status: 401,
      data: errorBody({ status: 401, error: 'Wrong username or password' }),
    }));
    await expect(
      callEndpoint(login, { body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(adapter.requests).toHaveLength(1);
  });

  it('returns the blob and the file name of a binary endpoint', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const adapter = serve(() => ({
      status: 200,
      data: pdf,
      headers: {
        'content-disposition': 'attachment; filename="contract.pdf"',
        'content-type': 'application/pdf',
      },
    }));
    const file = await callEndpoint(downloadDocument, { params: { ref: 'DOC-1' } });
    expect(file).toEqual({ blob: pdf, fileName: 'contract.pdf', contentType: 'application/pdf' });
    expect(adapter.at(0).responseType).toBe('blob');
    expect(requestPath(adapter.at(0))).toBe('/api/downloader/v1/document/DOC-1');
  });

  it('passes the abort signal and extra headers through', async () => {
    const adapter = serve(() => ({ status: 200, data: { data: { message: 'bye' } } }));
    const controller = new AbortController();
    await callEndpoint(logout, { signal: controller.signal, headers: { 'x-trace': '1' } });
    expect(adapter.at(0).signal).toBe(controller.signal);
    expect(adapter.at(0).headers.get('x-trace')).toBe('1');
  });

  it('is typed from the endpoint definition', async () => {
    serve(() => ({ status: 200, data: { data: tokenPair() } }));
    const tokens = await callEndpoint(login, { body: { username: 'a', password: 'b' } });
    const token: string = tokens.data.token;
    expect(token).toBe('access-1');

    // Compile-time only: each line below must be rejected by the type checker.
    const typeChecks = () => {
      // @ts-expect-error the login body is required
      void callEndpoint(login);
      // @ts-expect-error path parameters are required when the path has them
      void callEndpoint(getDocument, { query: {} });
      // @ts-expect-error a parameter of the wrong type
      void callEndpoint(getDocument, { params: { ref: 'x', page: 'two' } });
      // @ts-expect-error getMe takes no body
      void callEndpoint(getMe, { body: { x: 1 } });
      // @ts-expect-error a required file is required
      void callEndpoint(updateTopUpAttachment, { params: { id: 1 }, body: {} });
      // @ts-expect-error a JSON endpoint takes no files
      void callEndpoint(getMe, { files: { scan: new Blob() } });
      // An optional file may be left out.
      void callEndpoint(requestMultipleTopUps, { body: { top_up_details: ['{}'] } });
    };
    expect(typeChecks).toBeInstanceOf(Function);
  });
});

describe('requestAt and checkEndpointResponse', () => {
  it('sends a signed-in GET to the location with its path filled in, and hands back the body unchecked', async () => {
    const adapter = serve(() => ({ status: 200, data: { data: { ref: 42 } } }));
    const response = await requestAt(getDocument, { params: { ref: 'DOC 1', page: 2 } });
    expect(response).toEqual({ status: 200, data: { data: { ref: 42 } } });
    expect(adapter.at(0).method).toBe('get');
    expect(requestPath(adapter.at(0))).toBe('/api/admin/api/v1/document/DOC%201/page/2');
    expect(adapter.at(0).headers.get('Authorization')).toBe('Bearer access');
    expect(adapter.at(0).responseType).toBe('json');
  });

  it('asks for the bytes of a binary location', async () => {
    const adapter = serve(() => ({ status: 200, data: '%PDF-1.7' }));
    const response = await requestAt(downloadDocument, { params: { ref: 'DOC-1' }, binary: true });
    expect(adapter.at(0).responseType).toBe('arraybuffer');
    expect(new TextDecoder().decode(response.data as ArrayBuffer)).toBe('%PDF-1.7');
  });

  it('rejects as callEndpoint does when the server refuses', async () => {
    serve(() => ({ status: 404, data: errorBody({ status: 404 }) }));
    await expect(
      requestAt(getDocument, { params: { ref: 'DOC-1', page: 1 } }),
    ).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('parses a body taken later with the endpoint schema, and fails with a ContractError on drift', () => {
    expect(
      checkEndpointResponse(getDocument, { status: 200, data: { data: { ref: 'A' } } }),
    ).toEqual({ data: { ref: 'A' } });
    expect(() =>
      checkEndpointResponse(getDocument, { status: 200, data: { data: { ref: 42 } } }),
    ).toThrow(ContractError);
    expect(() => checkEndpointResponse(downloadDocument, { status: 200, data: 'x' })).toThrow(
      /answers with a file/,
    );
  });
});
