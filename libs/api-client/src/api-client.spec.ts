import { AxiosError } from 'axios';
import { REFRESH_HEADER, type TokenPair } from '@esign/contract';
import { apiClient, configureApiClient, type ApiAuth } from './api-client';
import {
  createMockAdapter,
  requestBody,
  requestHeader,
  requestPath,
  type MockHandler,
} from './testing/mock-adapter';
import { errorBody, tokenPair } from './testing/factories';

const REFRESH_PATH = '/api/auth/api/v1/auth/refresh-token';
const ME_PATH = '/api/admin/api/v1/user/me';

interface Harness {
  auth: jest.Mocked<ApiAuth>;
  onForbidden: jest.Mock;
  tokens: { access: string | null; refresh: string | null };
  root: { value: boolean };
}

function setup(
  handler: MockHandler,
  initial: { access?: string | null; refresh?: string | null } = {},
) {
  const tokens = {
    access: 'access' in initial ? (initial.access ?? null) : 'access-old',
    refresh: 'refresh' in initial ? (initial.refresh ?? null) : 'refresh-old',
  };
  const root = { value: false };
  const auth: jest.Mocked<ApiAuth> = {
    getAccessToken: jest.fn(() => tokens.access),
    getRefreshToken: jest.fn(() => tokens.refresh),
    saveTokens: jest.fn(async (pair: TokenPair) => {
      tokens.access = pair.token;
      tokens.refresh = pair.refresh_token;
    }),
    endSession: jest.fn(() => {
      tokens.access = null;
      tokens.refresh = null;
    }),
  };
  const onForbidden = jest.fn();
  configureApiClient({ baseUrl: '', auth, onForbidden, isRootRoute: () => root.value });
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  const harness: Harness = { auth, onForbidden, tokens, root };
  return { ...harness, adapter };
}

/** Protected calls accept only `access-new`; the refresh endpoint hands it out. */
function refreshingServer(
  refreshReply: () => { status: number; data?: unknown } = () => ({
    status: 200,
    data: { data: tokenPair({ token: 'access-new', refresh_token: 'refresh-new' }) },
  }),
): MockHandler {
  return async (request) => {
    if (requestPath(request) === REFRESH_PATH) return refreshReply();
    const authorized = requestHeader(request, 'Authorization') === 'Bearer access-new';
    return authorized
      ? { status: 200, data: { ok: true } }
      : { status: 401, data: errorBody({ status: 401 }) };
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('apiClient requests', () => {
  it('sends the session access token as a Bearer header', async () => {
    const { adapter } = setup(() => ({ status: 200, data: {} }), { access: 'abc' });
    await apiClient.get(ME_PATH);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const { adapter } = setup(() => ({ status: 200, data: {} }), { access: null });
    await apiClient.get(ME_PATH);
    expect(requestHeader(adapter.at(0), 'Authorization')).toBeUndefined();
  });

  it('keeps an explicit Authorization header (the SSO token exchange)', async () => {
    const { adapter } = setup(() => ({ status: 200, data: {} }), { access: 'abc' });
    await apiClient.get('/api/auth/api/v1/auth/sso-login', {
      headers: { Authorization: 'Bearer sso-token' },
    });
    expect(requestHeader(adapter.at(0), 'Authorization')).toBe('Bearer sso-token');
  });

  it('prefixes paths with the configured base URL', async () => {
    const { adapter } = setup(() => ({ status: 200, data: {} }));
    configureApiClient({
      baseUrl: 'https://api.example.co.id',
      auth: {
        getAccessToken: () => null,
        getRefreshToken: () => null,
        saveTokens: jest.fn(),
        endSession: jest.fn(),
      },
      onForbidden: jest.fn(),
      isRootRoute: () => false,
    });
    await apiClient.get(ME_PATH);
    expect(adapter.at(0).baseURL).toBe('https://api.example.co.id');
  });
});

describe('apiClient through the browser transport (XMLHttpRequest)', () => {
  const sent: string[] = [];
  class RecordingRequest extends EventTarget {
    readyState = 0;
    status = 0;
    timeout = 0;
    withCredentials = false;
    open(method: string, url: string) {
      sent.push(`open ${method} ${url}`);
    }
    setRequestHeader(name: string) {
      sent.push(`header ${name}`);
    }
    send() {
      sent.push('send');
    }
    abort() {
      sent.push('abort');
    }
    getAllResponseHeaders() {
      return '';
    }
  }
  const original = {
    XMLHttpRequest: window.XMLHttpRequest,
    cookieStore: Object.getOwnPropertyDescriptor(window, 'cookieStore'),
  };
  afterEach(() => {
    window.XMLHttpRequest = original.XMLHttpRequest;
    if (original.cookieStore) Object.defineProperty(window, 'cookieStore', original.cookieStore);
    else Reflect.deleteProperty(window, 'cookieStore');
    sent.length = 0;
  });

  it('sends a same-origin request at once, without waiting for a cookie read (no XSRF header is echoed)', async () => {
    setup(() => ({ status: 200, data: {} }));
    window.XMLHttpRequest = RecordingRequest as unknown as typeof XMLHttpRequest;
    // A Cookie Store whose reads never answer: a client still reading an XSRF cookie through it
    // would never send.
    const cookieRead = jest.fn(() => new Promise<never>(() => undefined));
    Object.defineProperty(window, 'cookieStore', {
      configurable: true,
      value: { get: cookieRead },
    });

    void apiClient.get(ME_PATH, { adapter: 'xhr' }).catch(() => undefined);
    // The request interceptors run as promise callbacks: let them finish, no timers involved.
    for (let turn = 0; turn < 10 && !sent.includes('send'); turn += 1) await Promise.resolve();

    expect(sent.filter((step) => !step.startsWith('header '))).toEqual([
      `open GET ${ME_PATH}`,
      'send',
    ]);
    expect(sent).not.toContain('header X-XSRF-TOKEN');
    expect(cookieRead).not.toHaveBeenCalled();
  });
});

describe('apiClient on 401', () => {
  it('refreshes once with the refresh token, marked with the refresh header, then retries with the new token', async () => {
    const { adapter, auth, tokens } = setup(refreshingServer());
    const response = await apiClient.get(ME_PATH);

    expect(response.data).toEqual({ ok: true });
    const refreshCalls = adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH);
    expect(refreshCalls).toHaveLength(1);
    const refreshCall = adapter.at(1);
    expect(requestPath(refreshCall)).toBe(REFRESH_PATH);
    expect(requestHeader(refreshCall, REFRESH_HEADER)).toBeDefined();
    expect(requestHeader(refreshCall, 'Authorization')).toBeUndefined();
    expect(requestBody(refreshCall)).toEqual({ refresh_token: 'refresh-old' });
    expect(auth.saveTokens).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'access-new', refresh_token: 'refresh-new' }),
    );
    expect(tokens.refresh).toBe('refresh-new');
    expect(adapter.requests.filter((r) => requestPath(r) === ME_PATH)).toHaveLength(2);
  });

  it('shares one refresh among many requests failing with 401 at the same moment', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const server = refreshingServer();
    const { adapter } = setup(async (request) => {
      if (requestPath(request) === REFRESH_PATH) await refreshGate;
      return server(request);
    });

    const all = Promise.all([
      apiClient.get(ME_PATH),
      apiClient.get('/a'),
      apiClient.get('/b'),
      apiClient.get('/c'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    const responses = await all;

    expect(responses.map((r) => r.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH)).toHaveLength(1);
  });

  it('retries without refreshing again when another request already refreshed the token', async () => {
    const { adapter, tokens } = setup(refreshingServer());
    tokens.access = 'access-new';
    // Sent with the old token; by the time its 401 arrives the store holds a new one.
    await apiClient.get('/late', { headers: { Authorization: 'Bearer access-old' } });
    expect(adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH)).toHaveLength(0);
    expect(adapter.requests.map((r) => requestHeader(r, 'Authorization'))).toEqual([
      'Bearer access-old',
      'Bearer access-new',
    ]);
  });

  it('retries the original request only once, even if the retry fails with 401 again', async () => {
    const { adapter, auth } = setup(async (request) =>
      requestPath(request) === REFRESH_PATH
        ? { status: 200, data: { data: tokenPair({ token: 'access-new' }) } }
        : { status: 401, data: errorBody({ status: 401 }) },
    );
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 401 } });
    expect(adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH)).toHaveLength(1);
    expect(adapter.requests.filter((r) => requestPath(r) === ME_PATH)).toHaveLength(2);
    expect(auth.endSession).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails, and rejects with the original 401', async () => {
    const { adapter, auth } = setup(
      refreshingServer(() => ({ status: 401, data: errorBody({ status: 401 }) })),
    );
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({
      config: { url: ME_PATH },
      response: { status: 401 },
    });
    expect(auth.endSession).toHaveBeenCalledTimes(1);
    expect(adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH)).toHaveLength(1);
    expect(adapter.requests.filter((r) => requestPath(r) === ME_PATH)).toHaveLength(1);
  });

  it('ends the session when the refresh answers a body outside the contract', async () => {
    const { auth } = setup(
      refreshingServer(() => ({ status: 200, data: { data: { token: 'x' } } })),
    );
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 401 } });
    expect(auth.endSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    const { adapter, auth } = setup(refreshingServer(), { refresh: null });
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 401 } });
    expect(auth.endSession).toHaveBeenCalledTimes(1);
    expect(adapter.requests.filter((r) => requestPath(r) === REFRESH_PATH)).toHaveLength(0);
  });

  it('never tries to refresh a failed refresh call', async () => {
    const { adapter } = setup(() => ({ status: 401, data: errorBody({ status: 401 }) }));
    await expect(
      apiClient.post(
        REFRESH_PATH,
        { refresh_token: 'x' },
        { headers: { [REFRESH_HEADER]: 'true' } },
      ),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(adapter.requests).toHaveLength(1);
  });

  it('leaves a 401 of a call marked skipAuthRefresh (a wrong password) to the caller', async () => {
    const { adapter, auth } = setup(() => ({
      status: 401,
      data: errorBody({ status: 401, error: 'Wrong password' }),
    }));
    await expect(apiClient.post('/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(adapter.requests).toHaveLength(1);
    expect(auth.endSession).not.toHaveBeenCalled();
  });
});

describe('apiClient on 403 and other failures', () => {
  it('calls onForbidden on a 403 and still rejects', async () => {
    const { onForbidden } = setup(() => ({ status: 403, data: errorBody({ status: 403 }) }));
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 403 } });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on a 403 while on the root route', async () => {
    const { onForbidden, root } = setup(() => ({ status: 403, data: errorBody({ status: 403 }) }));
    root.value = true;
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 403 } });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('logs a server error (5xx) with the transaction id and re-throws it', async () => {
    setup(() => ({ status: 500, data: errorBody({ status: 500, transaction_id: 'txn-42' }) }));
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status: 500 } });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('transaction txn-42'),
      expect.anything(),
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining(`GET ${ME_PATH} failed: HTTP 500`),
      expect.anything(),
    );
  });

  it.each([400, 404, 409, 422, 423, 429])(
    'does not log an expected HTTP %i (the caller shows it) but still rejects',
    async (status) => {
      setup(() => ({ status, data: errorBody({ status }) }));
      await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ response: { status } });
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('logs a request that got no response (network failure)', async () => {
    const { adapter } = setup(() => ({ status: 200, data: {} }));
    apiClient.defaults.adapter = async (config) => {
      await adapter(config);
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(apiClient.get(ME_PATH)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining(`GET ${ME_PATH} failed: no response (ERR_NETWORK)`),
      expect.anything(),
    );
  });

  it('does not log a cancelled request', async () => {
    setup(() => ({ status: 200, data: {} }));
    const controller = new AbortController();
    controller.abort();
    await expect(apiClient.get(ME_PATH, { signal: controller.signal })).rejects.toBeDefined();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads the JSON error body of a failed blob download', async () => {
    const body = new Blob([JSON.stringify(errorBody({ status: 422, error: 'File expired' }))], {
      type: 'application/json',
    });
    setup(() => ({ status: 422, data: body }));
    await expect(apiClient.get('/file', { responseType: 'blob' })).rejects.toMatchObject({
      response: { data: { error: 'File expired' } },
    });
  });
});
